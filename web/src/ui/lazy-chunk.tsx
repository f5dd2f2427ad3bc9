import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { chunkLoadFailedMessage } from '@core/messages';
import { loadCompleteStyles } from './complete-styles';
import { useReplacesPrerenderedScreen } from './prerendered-screen';

/** The spec's time-out for a lazy chunk: after 120 s a chunk that has not arrived counts as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(chunkLoadFailedMessage(chunk));
    this.name = 'ChunkLoadError';
  }
}

/**
 * React.lazy for a named chunk whose failure (missing file, network error, time-out) is a ChunkLoadError.
 * The chunk shows with Mantine's complete stylesheet, unless `firstScreen` says its CSS is already there.
 */
export function lazyChunk<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  { firstScreen = false }: { firstScreen?: boolean } = {},
) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError(name)), CHUNK_TIMEOUT_MS);
        Promise.all([load(), firstScreen ? null : loadCompleteStyles()]).then(
          ([module]) => {
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
    return <ChunkErrorMessage error={error} />;
  }
}

function ChunkErrorMessage({ error }: { error: Error }) {
  useReplacesPrerenderedScreen();
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
