import { Badge, VisuallyHidden } from '@mantine/core';
import { useInbox } from '../shared/api/inbox';

function useInboxTotal(): number {
  return useInbox().data?.total ?? 0;
}

/**
 * The count beside "Needs you" in the sidebar: how many things wait for this person, from the polled inbox
 * (shared/api/inbox.ts). Nothing while it loads, fails or is 0: a badge is news, and its absence takes no
 * room in the menu's line, so nothing moves when it comes. The eye reads the badge; a screen reader reads
 * the label's hidden words (InboxMenuLabel), so the link's name holds its visible text (WCAG 2.5.3).
 */
export function InboxCount() {
  const total = useInboxTotal();
  if (total === 0) return null;
  return (
    <Badge size="sm" color="red.9" circle={total < 10} aria-hidden="true" data-testid="inbox-count">
      {total > 99 ? '99+' : total}
    </Badge>
  );
}

/** The menu item's label, with the count in words for a screen reader: "Needs you, 3 waiting". */
export function InboxMenuLabel({ label }: { label: string }) {
  const total = useInboxTotal();
  return (
    <>
      {label}
      {total > 0 && <VisuallyHidden component="span">, {total} waiting</VisuallyHidden>}
    </>
  );
}
