import { Button, CopyButton } from '@mantine/core';

/** Copies a reference number with one tap, and says so for two seconds. */
export function CopyReferenceButton({ referenceNumber }: { referenceNumber: string }) {
  return (
    <CopyButton value={referenceNumber} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant="default"
          c={copied ? 'teal.9' : undefined}
          onClick={copy}
          aria-label={
            copied ? `Reference number ${referenceNumber} copied` : `Copy reference number ${referenceNumber}`
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}
