import { describe, expect, it } from 'vitest';
import { accessDoc } from './openapi-access.ts';
import { operationIdOf } from './openapi.ts';

describe('operationIds', () => {
  it('are camelCase from method and path, without /api, path parameters after By', () => {
    expect(operationIdOf('GET', '/api/TopupRequests/Statistics')).toBe('getTopupRequestsStatistics');
    expect(operationIdOf('put', '/api/PaymentMethods/{code}')).toBe('putPaymentMethodsByCode');
    expect(operationIdOf('POST', '/api/PaymentsToReturn/{id}/Refund')).toBe('postPaymentsToReturnByIdRefund');
    expect(operationIdOf('GET', '/api/TopupRequests/Export.csv')).toBe('getTopupRequestsExportCsv');
    expect(operationIdOf('GET', '/healthz')).toBe('getHealthz');
  });
});

describe('access rules in the document', () => {
  it('name the cookie and the roles of each rule, and the refusals the access check gives', () => {
    expect(accessDoc('topup-admin')).toMatchObject({
      security: [{ backOfficeSession: [] }],
      roles: ['TOPUP_ADMIN'],
      errors: ['401', '403'],
    });
    expect(accessDoc('back-office')).toMatchObject({
      roles: ['TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER'],
    });
    expect(accessDoc('back-office').errors).toEqual(['401']);
    expect(accessDoc('customer')).toMatchObject({ security: [{ portalSession: [] }], errors: ['401'] });
    expect(accessDoc('public').security).toContainEqual({});
    expect(accessDoc('payment-provider').security).toEqual([{}]);
  });

  it("names the encoder's rule by its role", () => {
    expect(accessDoc('transmittal-encoder')).toMatchObject({
      roles: ['TRANSMITTAL_ENCODER'],
      errors: ['401', '403'],
    });
  });

  it('refuse a rule they do not know rather than document a route as open', () => {
    expect(() => accessDoc('TA')).toThrow(/no documentation for the access rule/);
    expect(() => accessDoc(undefined)).toThrow();
  });
});
