import { Alert, Button, CopyButton, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/**
 * The ten recovery codes, shown this once (only their hashes are kept): the user copies or writes them
 * down before going on.
 */
export function RecoveryCodesPanel({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  return (
    <Stack>
      <div>
        <Title order={1} size="h3">
          Save your recovery codes
        </Title>
        <Text size="sm" c="dimmed">
          Two-factor sign-in is on. If you lose your phone, sign in with one of these codes instead of the
          6-digit code. Each code works once.
        </Text>
      </div>
      <Alert color="yellow" variant="light">
        They are shown only now. Keep them somewhere safe, away from your phone.
      </Alert>
      {/* The grid is the list itself: a list may hold only its items (axe). */}
      <SimpleGrid
        component="ul"
        aria-label="Recovery codes"
        cols={2}
        spacing="xs"
        p={0}
        m={0}
        ff="monospace"
        fz="md"
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </SimpleGrid>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy codes'}
          </Button>
        )}
      </CopyButton>
      <Button onClick={onContinue}>I have saved my recovery codes</Button>
    </Stack>
  );
}
