import { Badge, Stack } from '@mantine/core';
import {
  PAYMENT_METHOD_STATUS_LABELS,
  TOPUP_OPTION_LABELS,
  parseTopupOptions,
} from '@core/api/payment-method-admin';

// A badge in a tight table cell keeps its whole word instead of an ellipsis.
const NO_TRUNCATION = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } };

/** Shades and text colours that keep a 4.5:1 contrast (WCAG AA) on each badge. */
const STATUS_STYLES: Record<number, { color: string; textColor: string }> = {
  0: { color: 'gray.7', textColor: 'white' },
  1: { color: 'green.6', textColor: 'dark.9' },
  2: { color: 'orange.6', textColor: 'dark.9' },
};

export function PaymentMethodStatusBadge({ status }: { status: number }) {
  return (
    <Badge
      color={STATUS_STYLES[status]?.color ?? 'gray.7'}
      c={STATUS_STYLES[status]?.textColor ?? 'white'}
      tt="none"
      styles={NO_TRUNCATION}
    >
      {PAYMENT_METHOD_STATUS_LABELS[status] ?? String(status)}
    </Badge>
  );
}

/** 'Load Self' and 'Load on Behalf' badges for the options a method offers. */
export function TopupOptionBadges({ topupOptions }: { topupOptions: string }) {
  const options = parseTopupOptions(topupOptions);
  return (
    <Stack gap={4} align="flex-start">
      {options.map((option) => (
        <Badge
          key={option}
          variant="outline"
          color={option === 1 ? 'cyan.9' : 'grape.9'}
          tt="none"
          styles={NO_TRUNCATION}
        >
          {TOPUP_OPTION_LABELS[option]}
        </Badge>
      ))}
    </Stack>
  );
}
