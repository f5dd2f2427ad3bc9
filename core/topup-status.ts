/** Top-up request states (spec section 4) and the moves API.md allows between them. */
export const TopupStatus = {
  Pending: 0,
  Done: 1,
  Processing: 2,
  Expired: 3,
  Cancelled: 4,
  OnHold: 5,
} as const;

export type TopupStatusCode = (typeof TopupStatus)[keyof typeof TopupStatus];

export const TOPUP_STATUS_NAMES: Record<TopupStatusCode, string> = {
  0: 'Pending',
  1: 'Done',
  2: 'Processing',
  3: 'Expired',
  4: 'Cancelled',
  5: 'On Hold',
};

const ALLOWED_MOVES: Record<TopupStatusCode, readonly TopupStatusCode[]> = {
  0: [2, 5, 1, 4, 3],
  2: [1, 5, 4],
  5: [2, 1, 4],
  1: [],
  3: [],
  4: [],
};

export function isTopupStatusCode(value: number): value is TopupStatusCode {
  return Object.prototype.hasOwnProperty.call(TOPUP_STATUS_NAMES, value);
}

export function allowedMovesFrom(status: TopupStatusCode): readonly TopupStatusCode[] {
  return ALLOWED_MOVES[status];
}

export function canMoveTopup(from: TopupStatusCode, to: TopupStatusCode): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

/** Only pending and on-hold requests may be cancelled by a customer. */
export function canCancelTopup(status: TopupStatusCode): boolean {
  return status === TopupStatus.Pending || status === TopupStatus.OnHold;
}
