/**
 * What a few routes do that their declarations cannot say yet: which are rate-limited, and the answers
 * that are not JSON. Keyed by the document's method and path; a key that names no operation fails the
 * document, so this cannot go stale silently. These belong in the endpoint contracts once those can say it.
 */
export interface OperationFacts {
  /** The limits, in words, for the description; the operation then documents 429. */
  rateLimited?: string;
  /** Error statuses the operation gives besides those every route of its kind gives. */
  errors?: string[];
  /** Error statuses its kind gives that this operation never does. */
  notErrors?: string[];
  /** Answers the route's schema does not describe (no JSON), by status. */
  answers?: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
}

const PER_ADDRESS_LOOKUPS = '30 lookups a minute per address (none for a back-office session)';

export const OPERATION_FACTS: Record<string, OperationFacts> = {
  // Public, but answers 401 when the scope asked for has no session: that is its answer.
  'GET /api/Customers/Me': { errors: ['401'] },
  'GET /api/Customers/CustomerByMobileNo': { rateLimited: PER_ADDRESS_LOOKUPS },
  'GET /api/Customers/CustomerByQrCode': { rateLimited: '30 lookups a minute per address' },
  'POST /api/Customers/Login': {
    rateLimited: '10 failed logins per mobile number and 50 per address in 15 minutes',
  },
  // The steps after the password answer 401 when the half-signed-in login has expired (decision 0022).
  'POST /api/Customers/Login/SecondFactor': {
    rateLimited: '5 wrong codes per user in 15 minutes',
    errors: ['401'],
  },
  'POST /api/Customers/SecondFactor/Enrolment': {
    rateLimited: '10 wrong current passwords per user in 15 minutes',
    errors: ['401', '409'],
  },
  'POST /api/Customers/SecondFactor/RecoveryCodes': {
    rateLimited: '10 wrong current passwords and 5 wrong codes per user in 15 minutes',
    errors: ['409'],
  },
  'POST /api/Customers/SecondFactor/Enrolment/Confirm': {
    rateLimited: '5 wrong codes per user in 15 minutes',
    errors: ['401', '409'],
  },
  'POST /api/Customers/Me/Password': {
    rateLimited: '10 wrong current passwords and 5 wrong codes per user in 15 minutes',
  },
  'POST /api/Customers/Me/BackOfficePassword': {
    rateLimited: '10 wrong current passwords and 5 wrong codes per user in 15 minutes',
  },
  'POST /api/TopupRequests': { rateLimited: 'new requests per address, per customer and per e-wallet' },
  'POST /api/TopupRequests/Search': { rateLimited: '20 misses per address in 10 minutes' },
  'POST /api/TopupRequests/Cancel': {
    rateLimited: '20 misses per address in 10 minutes (shared with Search)',
  },
  'POST /api/Payments/Webhook': {
    rateLimited: 'calls per address and per address and reference, each minute',
  },
  'POST /api/Payments/Confirm': {
    rateLimited: 'calls per address and per address and reference, each minute',
  },
  'GET /api/Customers/ProfileImage/{customerId}': {
    // An unknown customer is answered like one without an image (204), so that ids cannot be walked.
    notErrors: ['404'],
    answers: {
      '200': {
        description: 'The image, in the type it was stored with.',
        content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
      },
      '204': {
        description: 'No image, or the caller may not see it (the same answer, so ids cannot be probed).',
      },
    },
  },
  'GET /api/TopupRequests/Export.csv': {
    answers: {
      '200': {
        description:
          'The matching requests as CSV (UTF-8, a header row, Manila times), streamed as an attachment named topup-requests-YYYY-MM-DD.csv.',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
    },
  },
};
