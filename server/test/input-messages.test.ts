import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_ENDPOINTS } from '../../core/api/all-endpoints.ts';
import { ID_MESSAGES } from '../../core/api/fields.ts';
import { MESSAGES } from '../../core/messages.ts';
import { AMOUNT_MESSAGES, AMOUNT_NOT_NEGATIVE } from '../../core/money.ts';
import { createCustomer, createPaymentMethod } from '../src/demo/factories.ts';
import { signInEachCaller, type Caller } from './api-roles.ts';
import { useTestApp } from './test-app.ts';

/**
 * Id and amount fields say what they accept, the same words on every endpoint (core/api/fields.ts
 * ID_MESSAGES, core/money.ts AMOUNT_MESSAGES): "must be a whole number from 1", never "at least 0" for a 0
 * that is refused; "more than ₱0.00" where 0 is refused and "₱0.00 or more" where it is accepted.
 */

/** The id fields of a contract's params or query: `id`, `...Id`, `...ID`. */
function idKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).filter((key) => /(^id$|Id$|ID$)/.test(key)) : [];
}

/** The message a schema gives for `key` alone set to `value`, or null when that field takes it. */
function messageFor(schema: z.ZodType, key: string, value: string): string | null {
  const result = schema.safeParse({ [key]: value });
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path[0] === key);
  return issue ? issue.message.replace('{field}', key) : null;
}

/** Spec words a few id fields answer instead (a missing department is "Department is Required"). */
const SPEC_WORDS: string[] = [MESSAGES.departmentRequired];

describe('id messages say what is accepted, alike on every endpoint', () => {
  it('answers 0, -1 and 1.5 in every id of every path and query with "a whole number from 1"', () => {
    const checked: string[] = [];
    for (const endpoint of ALL_ENDPOINTS) {
      for (const schema of [endpoint.params, endpoint.query]) {
        if (!schema) continue;
        for (const key of idKeys(schema)) {
          const zero = messageFor(schema, key, '0');
          // A filter where 0 means "all" accepts it; then -1 must still say what is accepted.
          for (const value of zero === null ? ['-1', '1.5'] : ['0', '-1', '1.5']) {
            const message = messageFor(schema, key, value);
            const where = `${endpoint.method} ${endpoint.path} ${key}=${value}`;
            expect(message, where).not.toBeNull();
            if (zero === null) {
              expect(message, where).not.toMatch(/at least 0|greater than 0/);
              continue;
            }
            expect([ID_MESSAGES.notAnId.replace('{field}', key), ...SPEC_WORDS], where).toContain(message);
          }
          checked.push(`${endpoint.path} ${key}`);
        }
      }
    }
    // The walk found the ids it is about (the repost's TopupRequestId among them).
    expect(checked).toContain('/api/TopupRequests/RepostTopup TopupRequestId');
    expect(checked.length).toBeGreaterThan(15);
  });
});

describe('id and amount messages over HTTP', () => {
  const t = useTestApp();
  let cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    cookies = await signInEachCaller(t.app, t.db);
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
  });

  it('answers TopupRequestId 0 with what an id is, not "at least 0"', async () => {
    for (const value of ['0', '-3', '2.5']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/TopupRequests/RepostTopup?TopupRequestId=${value}`,
        headers: { cookie: cookies.TOPUP_ADMIN },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().message, value).toBe('TopupRequestId must be a whole number from 1');
    }
  });

  it('answers a top-up of 0 or less with "more than ₱0.00", a transmittal line of -5 with "₱0.00 or more"', async () => {
    const customer = await createCustomer(t.db, { mobileNo: '09171238901' });
    for (const amount of [0, -5, '-0.01']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests',
        payload: {
          topupOption: 2,
          ewalletAccountId: customer.id,
          ewalletMobileNo: customer.mobileNo,
          topupRequestAmount: amount,
          paymentMethodCode: 102,
          contactNumber: '09171238902',
        },
      });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().message, String(amount)).toBe('Amount must be more than ₱0.00');
    }
    expect(AMOUNT_MESSAGES.zero).toBe('Amount must be more than ₱0.00');
    expect(AMOUNT_NOT_NEGATIVE).toBe('Amount must be ₱0.00 or more');
  });
});
