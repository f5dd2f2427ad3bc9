import { ConfirmModal } from '../../../ui/confirm-modal';

interface NoOptionsConfirmModalProps {
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A method with neither Load Self nor Load on Behalf is offered on no path of the portal, so saving it so
 * hides it from every customer: asked first, because an unchecked box is easy to miss.
 */
export function NoOptionsConfirmModal({ name, onCancel, onConfirm }: NoOptionsConfirmModalProps) {
  return (
    <ConfirmModal
      title="Hide this method from the portal?"
      confirmLabel="Save and hide"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      With neither Load Self nor Load on Behalf checked, customers will not see {name} in the portal at all,
      whatever its status.
    </ConfirmModal>
  );
}
