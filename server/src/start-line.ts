import type { AddressInfo } from 'node:net';
import { DEMO_TOTP_SECRET } from '../../core/two-factor.ts';
import { DEMO_PASSWORD } from './demo/factories.ts';
import { DEMO_CUSTOMERS } from './demo/seed.ts';

/** The demo accounts worth naming at start: the first top-up admin and the first plain customer. */
const TOPUP_ADMIN = DEMO_CUSTOMERS.find((customer) => customer.tags.some((tag) => tag === 'TOPUP_ADMIN'));
const CUSTOMER = DEMO_CUSTOMERS.find((customer) => customer.tags.length === 0);

/** For JSON logs: no password in them, published or not. */
export const DEMO_DATA_WARNING =
  'demo data: the demo accounts have published passwords; not for real money (SEED_DEMO)';

/** The address a person opens: the one listened on, or localhost when that is every interface. */
export function addressToOpen(address: AddressInfo): string {
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const host = everywhere
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The one line printed at start for a person at a terminal: where to go, and, with demo data, how to log
 * in and that none of it is for real money (README.md, "Demo logins", has every account).
 */
export function startLine(address: AddressInfo, demoData: boolean): string {
  const url = addressToOpen(address);
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const where = everywhere ? ' (listening on every network interface)' : '';
  const demo = demoData
    ? ` Demo data, not for real money: log in as ${TOPUP_ADMIN?.mobileNo} (top-up admin) or ` +
      `${CUSTOMER?.mobileNo} (customer), password ${DEMO_PASSWORD}; staff also give the code of an ` +
      `authenticator app set up with the published key ${DEMO_TOTP_SECRET} (README, Demo logins).`
    : '';
  return `eWallet Top-up is running at ${url}${where}; back office at ${url}/BackOffice.${demo} Ctrl+C stops it.`;
}
