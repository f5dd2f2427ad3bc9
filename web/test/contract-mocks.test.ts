import { afterEach, describe, expect, it } from 'vitest';
import { paymentMethodEndpoints, type PortalPaymentMethod } from '@core/api/payment-methods';
import { topupEndpoints } from '@core/api/topups';
import { userEndpoints } from '@core/api/users';
import { callEndpoint } from '../src/api/client';
import { answer, ContractDriftError, contractViolations, refuse } from './contract-mocks';

const BANK_TRANSFER: PortalPaymentMethod = {
  code: 104,
  name: 'Bank Transfer',
  status: 1,
  minimumAmount: 100,
  remarks: null,
};

// Each test below leaves a violation on purpose and takes it back, so that the check after each test
// (setup.ts) sees only what a test did not expect.
afterEach(() => {
  contractViolations.length = 0;
});

describe('contract-checked mocks', () => {
  it('serve an answer that fits the contract, parsed by the client as the server would be', async () => {
    answer(paymentMethodEndpoints.listForPortal, [BANK_TRANSFER]);
    await expect(
      callEndpoint(paymentMethodEndpoints.listForPortal, { query: { option: 1 } }),
    ).resolves.toEqual([BANK_TRANSFER]);
    expect(contractViolations).toEqual([]);
  });

  it('refuse a drifted answer when the test sets it up: a renamed field, a number sent as text', () => {
    const renamed = [{ ...BANK_TRANSFER, minimumAmount: undefined, minAmount: 100 }];
    expect(() => answer(paymentMethodEndpoints.listForPortal, renamed as never)).toThrow(ContractDriftError);
    expect(() => answer(paymentMethodEndpoints.listForPortal, renamed as never)).toThrow(/minimumAmount/);
    const asText = [{ ...BANK_TRANSFER, code: '104' }];
    expect(() => answer(paymentMethodEndpoints.listForPortal, asText as never)).toThrow(/code/);
  });

  it('record an answer computed from the request that drifts, and the call fails', async () => {
    answer(topupEndpoints.amounts, () => ['100'] as never);
    await expect(callEndpoint(topupEndpoints.amounts)).rejects.toThrow();
    expect(contractViolations).toEqual([expect.stringMatching(/GET \/api\/TopupRequests\/Amounts/)]);
  });

  it('record a request the contract refuses (the server would answer 400)', async () => {
    answer(paymentMethodEndpoints.listForPortal, [BANK_TRANSFER]);
    await fetch('/api/PaymentMethods?option=3');
    expect(contractViolations).toEqual([expect.stringMatching(/sent a query its contract refuses/)]);
  });

  it('record a call no test answered', async () => {
    await callEndpoint(topupEndpoints.amounts).catch(() => undefined);
    expect(contractViolations).toEqual(['no test answered GET /api/TopupRequests/Amounts']);
  });

  it("check a 409's body against the contract's conflict schema when it declares one", () => {
    expect(() =>
      refuse(userEndpoints.tag, 409, 'Has a role', { extra: { currentRole: 'TOPUP_ADMIN' } }),
    ).not.toThrow();
    expect(() =>
      refuse(userEndpoints.tag, 409, 'Has a role', { extra: { currentRole: 'NO_SUCH_ROLE' } }),
    ).toThrow(ContractDriftError);
  });

  it('answer a refusal with the error body the server sends', async () => {
    refuse(topupEndpoints.amounts, 503, 'The service is unavailable for a moment. Please try again.');
    const response = await fetch('/api/TopupRequests/Amounts');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is unavailable for a moment. Please try again.',
    });
  });
});
