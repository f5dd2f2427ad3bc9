import { notifications } from '@mantine/notifications';

/** The spec's banner goes away by itself after 5 seconds. */
export const SUCCESS_BANNER_MS = 5_000;

/** The banner on show, so that a newer message replaces it: one message at a time, not a stack. */
let shownId: string | undefined;

/**
 * Shows the spec's green banner with a message from core/messages. Call it once the server has answered,
 * never before. Rendered by the `<AppNotifications />` at the root of each app (decision 0021).
 */
export function showSuccess(message: string): void {
  // A new notification, not an update of the old one: the same message twice gets its full 5 seconds again.
  if (shownId !== undefined) notifications.hide(shownId);
  shownId = notifications.show({
    message,
    color: 'green',
    autoClose: SUCCESS_BANNER_MS,
    withBorder: true,
    // A polite status, not Mantine's default alert: it confirms what the person did, it does not interrupt.
    role: 'status',
    closeButtonProps: { 'aria-label': 'Close' },
    // The spec's green box, with the message in bold dark text that reads well on it.
    styles: {
      root: { backgroundColor: 'var(--mantine-color-green-1)', borderColor: 'var(--mantine-color-green-7)' },
      description: { color: 'var(--mantine-color-dark-9)', fontWeight: 600 },
    },
  });
}
