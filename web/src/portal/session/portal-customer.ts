import type { CustomerLookupAnswer, SessionCustomerAnswer } from '@core/api/customers';

/** A customer as the API answers a login or Me (full names) or a lookup (names masked for anonymous callers). */
export type CustomerAnswer = SessionCustomerAnswer | CustomerLookupAnswer;

/** A customer as the portal keeps it for the browser session (spec section 3's client-side fields). */
export interface PortalCustomer {
  id: number;
  firstName: string;
  lastName: string;
  /** "LastName, FirstName" as the spec builds it, or the server's (masked) full name of a looked-up account. */
  fullName: string;
  /** The name to greet a person with: first and last name in reading order. */
  displayName: string;
  mobileNumber: string;
  tags: string;
  email: string;
}

export function toPortalCustomer(answer: CustomerAnswer): PortalCustomer {
  const isLookup = 'fullName' in answer;
  return {
    id: answer.id,
    firstName: answer.firstname,
    lastName: answer.lastname,
    fullName: isLookup ? answer.fullName : `${answer.lastname}, ${answer.firstname}`,
    displayName: isLookup ? answer.fullName : `${answer.firstname} ${answer.lastname}`,
    mobileNumber: answer.mobileNo,
    tags: isLookup ? '[]' : answer.tags,
    email: isLookup ? '' : (answer.email ?? ''),
  };
}
