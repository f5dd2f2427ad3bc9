/** Sums peso amounts exactly, through whole centavos (each API amount has at most 2 decimals). */
export function sumCentavos(pesos: readonly number[]): number {
  return pesos.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
}
