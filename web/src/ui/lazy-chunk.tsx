import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { chunkLoadFailedMessage } from '@core/messages';

/** The spec's time-out for a lazy chunk: after 120 s a chunk that has not arrived counts as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(chunkLoadFailedMessage(chunk));
    this.name = 'ChunkLoadError';
  }
}

/** React.lazy for a named chunk whose failure (missing file, network error, time-out) is a ChunkLoadError. */
export function lazyChunk<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError(name)), CHUNK_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          () => {
            clearTimeout(timer);
            reject(new ChunkLoadError(name));
          },
        );
      }),
  );
}

interface State {
  error: Error | null;
}

/** Shows 'Loading chunk {n} failed' with a Reload button instead of a blank page. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="md" role="alert">
          <Text fw={600} ta="center">
            {error instanceof ChunkLoadError ? error.message : 'Something went wrong'}
          </Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Center>
    );
  }
}
