import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@core/messages';
import { AMOUNT_MESSAGES, MAX_AMOUNT_CENTAVOS, parsePesoAmount, type AmountRules } from '@core/money';
import { slotsOf } from '@core/message-templates';
import { TOPUP_MESSAGES, belowMinimumAmountMessage } from '@core/api/topups';
import { tooManyAttemptsMessage } from '@core/rate-limit-message';
import { ApiError } from '../../api/api-error';
import { retryAfterSecondsOf } from './error-text';
import {
  SERVER_MESSAGE_ENGLISH,
  SERVER_MESSAGE_FILIPINO,
  identifyMessage,
  messageIn,
  type ServerMessageId,
} from './server-messages';

const IDS = Object.keys(SERVER_MESSAGE_ENGLISH) as ServerMessageId[];

describe('server messages in Filipino, by id', () => {
  it('has both languages for every id, Filipino words that differ from the English, and the same slots', () => {
    expect(IDS.length).toBeGreaterThan(25);
    expect(Object.keys(SERVER_MESSAGE_FILIPINO).sort()).toEqual([...IDS].sort());
    for (const id of IDS) {
      const english = SERVER_MESSAGE_ENGLISH[id];
      const filipino = SERVER_MESSAGE_FILIPINO[id];
      expect(english.trim(), id).not.toBe('');
      expect(filipino.trim(), id).not.toBe('');
      expect(filipino, id).not.toBe(english);
      expect(slotsOf(filipino).sort(), id).toEqual(slotsOf(english).sort());
    }
  });

  it('knows every id back from its English, with the values it carries', () => {
    for (const id of IDS) {
      const slots = slotsOf(SERVER_MESSAGE_ENGLISH[id]);
      const values = Object.fromEntries(slots.map((slot, index) => [slot, `V${index}x`]));
      let english: string = SERVER_MESSAGE_ENGLISH[id];
      for (const [slot, value] of Object.entries(values)) english = english.replace(`{${slot}}`, value);
      expect(identifyMessage(english), id).toEqual({ id, values });
    }
  });

  it('puts each value into the Filipino exactly as the English carried it (amounts formatted alike)', () => {
    // The default rules (MAX_AMOUNT_CENTAVOS), not the top-up's, which the recipe may lower.
    const refusal = (input: string, rules: AmountRules = {}) => {
      const result = parsePesoAmount(input, rules);
      return result.ok ? 'accepted' : result.message;
    };
    const belowMinimum = belowMinimumAmountMessage('Pay on Site', 10_000);
    expect(belowMinimum).toBe('Minimum amount for Pay on Site is ₱100.00');
    expect(messageIn('fil', belowMinimum)).toBe('₱100.00 ang minimum na amount para sa Pay on Site');
    expect(MAX_AMOUNT_CENTAVOS).toBe(100_000_000);
    expect(refusal('2000000')).toBe(AMOUNT_MESSAGES.tooLarge);
    expect(messageIn('fil', refusal('2000000'))).toBe('Hanggang ₱1,000,000.00 lang ang amount');
    // A lower maximum words its own figure, and the Filipino follows it without an edit.
    const lower = refusal('60000', { maximumCentavos: 5_000_000 });
    expect(lower).toBe('Amount must not exceed ₱50,000.00');
    expect(messageIn('fil', lower)).toBe('Hanggang ₱50,000.00 lang ang amount');
    expect(messageIn('fil', TOPUP_MESSAGES.remarksTooLong)).toBe('Hanggang 1000 character lang ang remarks');
  });

  it('shows English as sent, a known message in Filipino, and an unknown one as sent', () => {
    expect(messageIn('en', MESSAGES.invalidLogin)).toBe(MESSAGES.invalidLogin);
    expect(messageIn('fil', MESSAGES.invalidLogin)).toBe('Mali ang mobile number o password');
    expect(messageIn('fil', 'Something nobody mapped')).toBe('Something nobody mapped');
    expect(messageIn('fil', 'GCash is not available at this time')).toBe(
      'Hindi available ang GCash sa ngayon',
    );
    expect(messageIn('fil', tooManyAttemptsMessage(300))).toMatch(/^Masyadong maraming subok/);
  });

  it('reads the wait of a 429 from its body, and nothing else', () => {
    const limited = new ApiError(429, 'x', 'x', { retryAfterSeconds: 300 });
    expect(retryAfterSecondsOf(limited)).toBe(300);
    expect(retryAfterSecondsOf(new ApiError(429, 'x', 'x', { retryAfterSeconds: 'soon' }))).toBeNull();
    expect(retryAfterSecondsOf(new ApiError(400, 'x', 'x', { retryAfterSeconds: 300 }))).toBeNull();
  });
});
