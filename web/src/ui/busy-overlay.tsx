import { Box, Loader, LoadingOverlay, Stack, Text } from '@mantine/core';

interface BusyOverlayProps {
  busy: boolean;
  message: string;
  /** Cover the whole window instead of the parent. */
  fixed?: boolean;
}

/**
 * Covers a form or a table while a call runs, with the spec's busy text ('Processing User Entry',
 * 'Generating Report... Please Wait', ...). The parent needs `pos="relative"` unless `fixed`.
 */
export function BusyOverlay({ busy, message, fixed = false }: BusyOverlayProps) {
  const overlay = (
    <LoadingOverlay
      visible={busy}
      zIndex={fixed ? 500 : 300}
      overlayProps={{ blur: 1, backgroundOpacity: 0.6 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader size="md" />
            <Text fw={600} c="dark">
              {message}
            </Text>
          </Stack>
        ),
      }}
    />
  );
  if (!fixed || !busy) return overlay;
  return (
    <Box pos="fixed" inset={0} style={{ zIndex: 500 }}>
      {overlay}
    </Box>
  );
}
