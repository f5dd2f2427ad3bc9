import { Badge } from '@mantine/core';
import { isTopupStatusCode, TOPUP_STATUS_NAMES, type TopupStatusCode } from '@core/topup-status';

/**
 * The spec's colours (section 4): 1 green, 2 blue, 3 and 4 red, 5 orange; 0 (pending) yellow. Shades and
 * text colours are chosen so that the label keeps a 4.5:1 contrast (WCAG AA) on every badge.
 */
const BADGE_STYLES: Record<TopupStatusCode, { color: string; textColor: string }> = {
  0: { color: 'yellow.4', textColor: 'dark.9' },
  1: { color: 'green.6', textColor: 'dark.9' },
  2: { color: 'blue.8', textColor: 'white' },
  3: { color: 'red.9', textColor: 'white' },
  4: { color: 'red.9', textColor: 'white' },
  5: { color: 'orange.6', textColor: 'dark.9' },
};

export function TopupStatusBadge({ status, statusText }: { status: number; statusText?: string }) {
  if (!isTopupStatusCode(status)) {
    return (
      <Badge color="gray.7" style={{ flexShrink: 0 }}>
        {statusText ?? `Status ${status}`}
      </Badge>
    );
  }
  const style = BADGE_STYLES[status];
  return (
    <Badge color={style.color} c={style.textColor} data-status={status} style={{ flexShrink: 0 }}>
      {statusText || TOPUP_STATUS_NAMES[status]}
    </Badge>
  );
}
