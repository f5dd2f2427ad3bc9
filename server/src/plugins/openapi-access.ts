import { ACCESS, ROLES, type Access, type Role } from '../../../core/roles.ts';

/**
 * How the document states a route's access rule (config.access): which session cookie it needs
 * (`security`), which roles may call it (`x-roles`), the sentence for its description, and the error
 * answers the access check itself gives. The one table to change when the access values change; a value
 * it does not know fails the document (and so the lint), never documents a route as open.
 */
export interface AccessDoc {
  security: Record<string, string[]>[];
  roles: string[];
  who: string;
  errors: string[];
}

/** Anonymous callers are allowed; a session cookie sent along is read (some answers say more to staff). */
const NO_SESSION_NEEDED: AccessDoc['security'] = [{}, { portalSession: [] }, { backOfficeSession: [] }];

function backOffice(roles: readonly Role[], who: string): AccessDoc {
  // ANY: a session without a back-office role is no back-office session (401), so no 403 for a role.
  const errors = roles.length === ROLES.length ? ['401'] : ['401', '403'];
  return { security: [{ backOfficeSession: [] }], roles: [...roles], who, errors };
}

const ACCESS_DOCS: Record<Access, AccessDoc> = {
  public: { security: NO_SESSION_NEEDED, roles: [], who: 'Anyone: no session needed.', errors: [] },
  'payment-provider': {
    security: [{}],
    roles: ['PAYMENT_PROVIDER'],
    who: 'The payment provider: no session; nothing it says is trusted until read back from the provider.',
    errors: [],
  },
  customer: {
    security: [{ portalSession: [] }],
    roles: ['CUSTOMER'],
    who: 'A customer portal session (401 without one).',
    errors: ['401'],
  },
  'back-office': backOffice(ROLES, `A back-office session of any role: ${ROLES.join(', ')}.`),
  'topup-admin': backOffice(['TOPUP_ADMIN'], 'A back-office session with the role TOPUP_ADMIN.'),
  'transmittal-encoder': backOffice(
    ['TRANSMITTAL_ENCODER'],
    'A back-office session with the role TRANSMITTAL_ENCODER.',
  ),
};

function isAccess(value: unknown): value is Access {
  return (ACCESS as readonly unknown[]).includes(value);
}

/** The document's view of a route's access rule (core/roles.ts). */
export function accessDoc(access: unknown): AccessDoc {
  if (isAccess(access)) return ACCESS_DOCS[access];
  throw new Error(`OpenAPI: no documentation for the access rule ${JSON.stringify(access)}`);
}

export function describeAccess(access: AccessDoc): string {
  return `**Who may call:** ${access.who}`;
}
