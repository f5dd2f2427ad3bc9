import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../server/src/modules/topups/reference-number.ts';

/**
 * SQL fragments for set-based generation. Every "random" choice is a hash of the row number and a salt,
 * so that the same scale gives the same data on every run and on both PostgreSQL and PGlite, and nothing
 * depends on the session's random() state.
 */

/** A uniform number in [0, 1) drawn from row `i` (an SQL expression) and a salt. */
export function rnd(i: string, salt: number): string {
  return `((hashint8extended((${i})::bigint, ${salt}) & 2147483647)::float8 / 2147483648.0)`;
}

/** An integer in [0, n) drawn from row `i` and a salt. */
export function pick(i: string, salt: number, n: number): string {
  return `floor(${rnd(i, salt)} * ${n})::int`;
}

/** One of the texts, chosen by row `i` and a salt. */
export function pickText(i: string, salt: number, texts: readonly string[]): string {
  const list = texts.map((text) => `'${text.replace(/'/g, "''")}'`).join(',');
  return `(array[${list}])[1 + ${pick(i, salt, texts.length)}]`;
}

const RADIX = BigInt(REFERENCE_ALPHABET.length);
const MODULUS = RADIX ** BigInt(REFERENCE_LENGTH);
// A multiplier prime to 31 makes (i * M + C) mod 31^10 a one-to-one map: distinct rows get distinct
// references. M is large, so that neighbouring rows land far apart and every symbol varies, as in the
// product's random ones; i * M stays within bigint for i up to 1.8 million.
const MULTIPLIER = 5_000_000_000_017n;

/**
 * The reference number of generated row `i`: REFERENCE_LENGTH symbols of the product's alphabet, unique for
 * every i up to 1.8 million. `salt` keeps two generated sets (requests, benchmark) apart.
 */
export function referenceOf(i: string, salt: number): string {
  const value = `(((${i})::bigint * ${MULTIPLIER} + ${salt}) % ${MODULUS})`;
  const symbols: string[] = [];
  for (let position = 0; position < REFERENCE_LENGTH; position += 1) {
    const divisor = RADIX ** BigInt(position);
    symbols.push(`substr('${REFERENCE_ALPHABET}', ((${value} / ${divisor}) % ${RADIX})::int + 1, 1)`);
  }
  return symbols.join(' || ');
}

// Common Filipino names; '|' separates them because some have a space.
export const FIRST_NAMES = (
  'Juan|Maria|Jose|Ana|Mark|Angel|John Paul|Kristine|Michael|Jasmine|Christian|Joy|Carlo|Mary Grace|' +
  'Paolo|Camille|Rafael|Nicole|Miguel|Andrea|Gabriel|Bea|Daniel|Patricia|Renato|Lorna|Ramon|Rosario|' +
  'Eduardo|Teresita|Noel|Marites|Arnel|Josefina|Romeo|Cristina|Rodel|Liza|Dante|Ñina'
).split('|');

export const LAST_NAMES = (
  'Dela Cruz|Santos|Reyes|Garcia|Mendoza|Bautista|Ocampo|Villanueva|Castillo|Ramos|Aquino|Flores|' +
  'Gonzales|Torres|Rivera|Cruz|Navarro|Domingo|Salvador|Mercado|Aguilar|Manalo|Pascual|Soriano|Valdez|' +
  'Lim|Tan|Sy|Dizon|Peñaflor'
).split('|');
