import type { PortalCustomer } from './portal-customer';
import { createSessionValue } from './session-value';
import { mustChangePassword } from './must-change-password';

export type TopupOption = 1 | 2;

/** The customer this browser session belongs to: logged in with a password, or recognised by a QR code. */
export interface SignedInCustomer extends PortalCustomer {
  signedInBy: 'password' | 'qr-code';
}

/** Whose e-wallet the top-up screen loads: the signed-in customer (option 1) or a looked-up account (option 2). */
export interface TopupTarget {
  option: TopupOption;
  customer: PortalCustomer;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPortalCustomer(value: unknown): value is PortalCustomer {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.fullName === 'string' &&
    typeof value.displayName === 'string' &&
    typeof value.mobileNumber === 'string'
  );
}

function isSignedInCustomer(value: unknown): value is SignedInCustomer {
  return (
    isRecord(value) &&
    (value.signedInBy === 'password' || value.signedInBy === 'qr-code') &&
    isPortalCustomer(value)
  );
}

function isTopupTarget(value: unknown): value is TopupTarget {
  return isRecord(value) && (value.option === 1 || value.option === 2) && isPortalCustomer(value.customer);
}

export const signedInCustomer = createSessionValue('portal.customer', isSignedInCustomer);
export const topupTarget = createSessionValue('portal.topup-target', isTopupTarget);

/** Forgets everything this tab knew about a customer (after Log out). */
export function clearCustomerSession(): void {
  signedInCustomer.set(null);
  topupTarget.set(null);
  mustChangePassword.set(null);
}
