import { Button, CopyButton } from '@mantine/core';

/** The button's words; English unless a screen in another language passes its own. */
export interface CopyReferenceLabels {
  copy: string;
  copied: string;
  copyAria: (referenceNumber: string) => string;
  copiedAria: (referenceNumber: string) => string;
}

export const ENGLISH_COPY_REFERENCE_LABELS: CopyReferenceLabels = {
  copy: 'Copy',
  copied: 'Copied',
  copyAria: (referenceNumber) => `Copy reference number ${referenceNumber}`,
  copiedAria: (referenceNumber) => `Reference number ${referenceNumber} copied`,
};

/** Copies a reference number with one tap, and says so for two seconds. */
export function CopyReferenceButton({
  referenceNumber,
  labels = ENGLISH_COPY_REFERENCE_LABELS,
}: {
  referenceNumber: string;
  labels?: CopyReferenceLabels;
}) {
  return (
    <CopyButton value={referenceNumber} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant="default"
          c={copied ? 'teal.9' : undefined}
          onClick={copy}
          aria-label={copied ? labels.copiedAria(referenceNumber) : labels.copyAria(referenceNumber)}
        >
          {copied ? labels.copied : labels.copy}
        </Button>
      )}
    </CopyButton>
  );
}
