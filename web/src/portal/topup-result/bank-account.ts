/**
 * The account customers transfer to for Bank Transfer (104) top-ups. The operator sets the shop's real
 * account here before going live; the demo shows these placeholder details.
 */
export const BANK_TRANSFER_ACCOUNT = {
  bank: 'BDO Unibank',
  accountName: 'eWallet Top-up Collections',
  accountNumber: '0012-3456-7890',
} as const;
