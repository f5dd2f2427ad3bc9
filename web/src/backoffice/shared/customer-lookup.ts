import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerEndpoints, type CustomerLookupAnswer } from '@core/api/customers';
import { MESSAGES } from '@core/messages';
import { isValidMobileNumber, normalizeMobileNumber } from '@core/mobile';
import { callEndpoint } from '../../api/client';
import { ApiError } from '../../api/api-error';

/** A customer by mobile number; a back-office session gets the names whole. null when none has it. */
async function lookupCustomer(mobileNo: string): Promise<CustomerLookupAnswer | null> {
  try {
    return await callEndpoint(customerEndpoints.byMobileNo, {
      query: { mobileNo },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Looks the number up once it has a valid format; idle otherwise. */
export function useCustomerLookup(mobileText: string) {
  const mobileNo = normalizeMobileNumber(mobileText);
  return useQuery({
    queryKey: ['customer-by-mobile', mobileNo],
    queryFn: () => lookupCustomer(mobileNo ?? ''),
    enabled: mobileNo !== null,
    retry: false,
    staleTime: 10_000,
  });
}

/**
 * The message under a mobile-number field that must name an existing customer (spec section 5): the format
 * first, then whether the lookup found someone. null while the number is fine or still being looked up.
 */
export function mobileLookupError(
  mobileText: string,
  lookup: { data: CustomerLookupAnswer | null | undefined; isFetching: boolean },
): string | null {
  if (!isValidMobileNumber(mobileText)) return MESSAGES.invalidMobileNumberFormat;
  if (lookup.isFetching) return null;
  return lookup.data === null ? MESSAGES.invalidMobileNumber : null;
}

/**
 * The mobile field's message and when to show it: a wrong format once the person leaves the field or
 * submits; an unknown number as soon as the lookup says so.
 */
export function useMobileLookupError(
  mobileText: string,
  lookup: { data: CustomerLookupAnswer | null | undefined; isFetching: boolean },
) {
  const [revealed, setRevealed] = useState(false);
  const error = mobileLookupError(mobileText, lookup);
  const formatOnly = error === MESSAGES.invalidMobileNumberFormat;
  return {
    error,
    shownError: formatOnly && !revealed ? null : error,
    reveal: () => setRevealed(true),
  };
}
