import { TOPUP_STATUS_NAMES, type TopupStatusCode } from '@core/topup-status';
import type { CopyReferenceLabels } from '../../ui/copy-reference-button';
import { ENGLISH_COPY_REFERENCE_LABELS } from '../../ui/copy-reference-button';
import { defineCopy, useCopy } from './copy';

/**
 * The words the portal passes to the shared kit (web/src/ui is shared with the back office, which stays
 * English, so its pieces take labels rather than knowing the portal's language).
 */
export const KIT_COPY = defineCopy<{
  returnToHome: string;
  referenceNumber: string;
  copyReference: CopyReferenceLabels;
  close: string;
  statusNames: Record<TopupStatusCode, string>;
}>({
  en: {
    returnToHome: 'Return to Home',
    referenceNumber: 'Reference Number',
    copyReference: ENGLISH_COPY_REFERENCE_LABELS,
    close: 'Close',
    statusNames: TOPUP_STATUS_NAMES,
  },
  fil: {
    returnToHome: 'Bumalik sa Home',
    referenceNumber: 'Reference Number',
    copyReference: {
      copy: 'Kopyahin',
      copied: 'Nakopya na',
      copyAria: (referenceNumber) => `Kopyahin ang reference number ${referenceNumber}`,
      copiedAria: (referenceNumber) => `Nakopya na ang reference number ${referenceNumber}`,
    },
    close: 'Isara',
    statusNames: {
      0: 'Pending',
      1: 'Tapos na',
      2: 'Pinoproseso',
      3: 'Expired',
      4: 'Na-cancel',
      5: 'Naka-hold',
    },
  },
});

export function useKitCopy() {
  return useCopy(KIT_COPY);
}
