import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from './rate-limit-message.ts';

describe('the 429 message says when to try again', () => {
  it('counts seconds under a minute and rounds minutes up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(42)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(300)).toBe('Too many attempts. Try again in 5 minutes.');
    expect(tooManyAttemptsMessage(3600)).toBe('Too many attempts. Try again in 1 hour.');
    expect(tooManyAttemptsMessage(3661)).toBe('Too many attempts. Try again in 1 hour 2 minutes.');
  });

  it('never says zero or a fraction', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(0.2)).toBe('Too many attempts. Try again in 1 second.');
  });
});
