import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from '@core/api/customers';
import { endpointUrl } from '../../api/client';
import { BACK_OFFICE_ME_URL } from './early-session';

describe('the early session question', () => {
  it('asks the address the contract gives for the back office', () => {
    expect(BACK_OFFICE_ME_URL).toBe(endpointUrl(sessionEndpoints.me, { query: { scope: 'backoffice' } }));
  });
});
