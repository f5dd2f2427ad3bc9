import { describe, expect, it } from 'vitest';
import { CARD_COPY } from './card-copy';

describe('the card pages say whose e-wallet was topped up', () => {
  it('says "your e-wallet" only for the payer\'s own top-up', () => {
    expect(CARD_COPY.en.paid({ kind: 'own' })).toBe(
      'Thank you! Your card payment went through and your e-wallet has been topped up.',
    );
    expect(CARD_COPY.en.paid({ kind: 'other', mobileNumber: '09179876543' })).toBe(
      'Thank you! Your card payment went through and the e-wallet of 09179876543 has been topped up.',
    );
    expect(CARD_COPY.en.paid({ kind: 'unknown' })).toBe(
      'Thank you! Your card payment went through and the e-wallet has been topped up.',
    );
    expect(CARD_COPY.en.waitingForProvider({ kind: 'other', mobileNumber: '09179876543' })).toMatch(
      /^Thank you for your payment\. The e-wallet of 09179876543 is topped up/,
    );
  });

  it('in Filipino too', () => {
    expect(CARD_COPY.fil.paid({ kind: 'own' })).toContain('na-top up na ang e-wallet mo');
    expect(CARD_COPY.fil.paid({ kind: 'other', mobileNumber: '09179876543' })).toContain(
      'na-top up na ang e-wallet ng 09179876543',
    );
  });
});
