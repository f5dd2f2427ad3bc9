import { Alert } from '@mantine/core';

/** The red box under a form that shows what the server (or the connection) said went wrong. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
    >
      {message}
    </Alert>
  );
}
