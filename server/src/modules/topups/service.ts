/**
 * The top-up requests' use cases, one file each; import from here. Every status change, whoever makes it,
 * goes through changeTopupStatus.
 */
export { createTopupRequest, CREATE_TOPUP_MESSAGES } from './create-topup.ts';
export type { CreateTopupInput, CreatedTopup } from './create-topup.ts';
export { searchTopup } from './search-topup.ts';
export { cancelTopup, notCancellableMessage, CUSTOMER_CANCELLABLE } from './cancel-topup.ts';
export { changeTopupStatus, TOPUP_NOT_FOUND } from './change-status.ts';
export type { ChangeTopupStatusInput } from './change-status.ts';
export { expirePendingTopups, EXPIRY_REMARKS } from './expire-topups.ts';
export { findListedTopup, selectListedTopups, toListedTopup } from './listed-topup.ts';
export { listCustomerTopups } from './customer-topups.ts';
export { customerActor, SYSTEM_ACTOR } from './topup-actor.ts';
export type { TopupActor } from './topup-actor.ts';
