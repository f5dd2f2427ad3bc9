import { Badge } from '@mantine/core';

/** Greens, reds and oranges dark enough for white badge text (WCAG AA contrast of at least 4.5:1). */
export const STATUS_COLORS = { green: '#1e7a34', red: '#c92a2a', orange: '#b03a00' } as const;

/** Active in green, Inactive in red (departments and employees). */
export function ActiveStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      color={active ? STATUS_COLORS.green : STATUS_COLORS.red}
      variant="filled"
      radius="sm"
      tt="none"
      miw="max-content"
    >
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export const ACTIVE_STATUS_CHOICES = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];
