// The spec's cancel reasons live in core (the receipt's one-tap cancel checks them on the server too).
export {
  CANCEL_REASONS,
  CANCEL_REMARKS_MAX_LENGTH,
  OTHER_REASON,
  OTHER_REASON_REQUIRED,
  type CancelReason,
} from '@core/cancel-reasons';
