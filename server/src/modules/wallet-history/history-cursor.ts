import { invalid } from '../../errors.ts';

/**
 * The keyset position of a history line: its time (UTC, to the microsecond, as PostgreSQL keeps it, so that
 * two lines a microsecond apart are never skipped or repeated), its rank (1 a credit, 0 a request without
 * money: a credit comes first when both have the same time) and its sequence (the ledger entry's id for a
 * credit, the request's id for a request). Opaque to clients: base64url of "time|rank|sequence".
 */
export interface HistoryPosition {
  /** 'YYYY-MM-DDTHH:MM:SS.ffffffZ' */
  at: string;
  rank: 0 | 1;
  seq: string;
}

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SEQ_PATTERN = /^[1-9]\d{0,17}$/;
export const BAD_CURSOR = 'cursor is not one this server gave';

export function encodeCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.at}|${position.rank}|${position.seq}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor this server did not write is refused (400), never guessed at. */
export function decodeCursor(cursor: string): HistoryPosition {
  const [at, rank, seq, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !AT_PATTERN.test(at) || (rank !== '0' && rank !== '1') || !seq) {
    throw invalid(BAD_CURSOR);
  }
  if (!SEQ_PATTERN.test(seq) || Number.isNaN(Date.parse(at))) throw invalid(BAD_CURSOR);
  return { at, rank: rank === '1' ? 1 : 0, seq };
}
