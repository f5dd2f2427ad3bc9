import { Badge } from '@mantine/core';
import { useInbox } from '../shared/api/inbox';

/**
 * The count beside "Needs you" in the sidebar: how many things wait for this person, from the polled inbox
 * (shared/api/inbox.ts). Nothing while it loads, fails or is 0: a badge is news, and its absence takes no
 * room in the menu's line, so nothing moves when it comes.
 */
export function InboxCount() {
  const total = useInbox().data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Badge size="sm" color="red.9" circle={total < 10} aria-hidden="true" data-testid="inbox-count">
      {total > 99 ? '99+' : total}
    </Badge>
  );
}

/** The menu item's name for a screen reader, with the count the badge shows to the eye. */
export function useInboxCountLabel(): (label: string) => string | undefined {
  const total = useInbox().data?.total ?? 0;
  return (label) => (total > 0 ? `${label}, ${total} waiting` : undefined);
}
