import { formatPeso } from '@core/money';

/**
 * "₱1,500.50" for an API amount in pesos (a JSON number with at most 2 decimals). Rounding to the nearest
 * centavo only removes the float's representation error; the number itself is already exact to centavos.
 */
export function formatPesos(pesos: number): string {
  return formatPeso(Math.round(pesos * 100));
}
