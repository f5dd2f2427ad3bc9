import { Badge } from '@mantine/core';
import { isJournalStatus, JOURNAL_STATUS_NAMES, type JournalStatus } from '@core/api/journal-entries';

/** Shades with a 4.5:1 contrast for their text (WCAG AA), as the top-up badges. */
const BADGE_STYLES: Record<JournalStatus, { color: string; textColor: string }> = {
  0: { color: 'yellow.4', textColor: 'dark.9' },
  1: { color: 'green.6', textColor: 'dark.9' },
  2: { color: 'red.9', textColor: 'white' },
  3: { color: 'gray.7', textColor: 'white' },
};

/** A journal entry's status: Awaiting approval, Posted, Rejected or Withdrawn (decision 0013). */
export function JournalStatusBadge({ status }: { status: number }) {
  if (!isJournalStatus(status)) return <Badge color="gray.7">{`Status ${status}`}</Badge>;
  const style = BADGE_STYLES[status];
  return (
    <Badge color={style.color} c={style.textColor} tt="none" miw="max-content" data-status={status}>
      {JOURNAL_STATUS_NAMES[status]}
    </Badge>
  );
}
