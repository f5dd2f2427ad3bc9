import { describe, expect, it } from 'vitest';
import { canCancelTopup, canMoveTopup, TopupStatus } from './topup-status.ts';

describe('top-up status moves', () => {
  it('allows the moves of API.md and nothing out of a final state', () => {
    expect(canMoveTopup(TopupStatus.Pending, TopupStatus.Done)).toBe(true);
    expect(canMoveTopup(TopupStatus.Processing, TopupStatus.Expired)).toBe(false);
    expect(canMoveTopup(TopupStatus.OnHold, TopupStatus.Processing)).toBe(true);
    for (const final of [TopupStatus.Done, TopupStatus.Expired, TopupStatus.Cancelled]) {
      for (const to of Object.values(TopupStatus)) expect(canMoveTopup(final, to)).toBe(false);
    }
  });

  it('lets customers cancel only pending and on-hold requests', () => {
    expect(canCancelTopup(TopupStatus.Pending)).toBe(true);
    expect(canCancelTopup(TopupStatus.OnHold)).toBe(true);
    expect(canCancelTopup(TopupStatus.Processing)).toBe(false);
    expect(canCancelTopup(TopupStatus.Done)).toBe(false);
  });
});
