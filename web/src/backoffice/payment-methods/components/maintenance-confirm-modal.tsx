import { MESSAGES } from '@core/messages';
import { ConfirmModal } from '../../../ui/confirm-modal';

interface MaintenanceConfirmModalProps {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Turning the maintenance notice on closes the portal to every customer at once, so it is asked first: one
 * stray click on the switch must not stop a shop's top-ups. Turning it off needs no question.
 */
export function MaintenanceConfirmModal({ busy, onCancel, onConfirm }: MaintenanceConfirmModalProps) {
  return (
    <ConfirmModal
      title="Show the maintenance notice?"
      confirmLabel="Show the notice"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      Customers will see &ldquo;{MESSAGES.siteDisabledTitle}&rdquo; instead of the portal, and no one can
      request or cancel a top-up until you turn the notice off. Card payments already made still go through.
    </ConfirmModal>
  );
}
