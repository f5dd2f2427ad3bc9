import { ReferenceNumber } from '../../ui/reference-number';
import { useKitCopy } from './kit-copy';

/** The kit's reference number box in the portal's language (the kit itself stays English for the back office). */
export function PortalReferenceNumber({ referenceNumber }: { referenceNumber: string }) {
  const kit = useKitCopy();
  return (
    <ReferenceNumber
      referenceNumber={referenceNumber}
      label={kit.referenceNumber}
      copyLabels={kit.copyReference}
    />
  );
}
