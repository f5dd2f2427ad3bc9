import { Alert, Text } from '@mantine/core';
import { useCopy, useFormat, type Language } from '../i18n';
import { resultCopy } from './result-copy';

const LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

/**
 * "Friday, Nov 27, 2026, 4:05 PM" in Manila, in the portal's language: the weekday too, since people plan
 * a trip to a branch or a bank by the day of the week. (useFormat's dateTime has no weekday.)
 */
export function formatDeadline(language: Language, instant: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Asia/Manila',
    weekday: 'long',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** The exact time the request expires (from the create answer), that it does not, or nothing if unknown. */
export function PaymentDeadline({ expiresAt }: { expiresAt: string | null | undefined }) {
  const copy = useCopy(resultCopy);
  const { language } = useFormat();
  if (expiresAt === undefined) return null;
  if (expiresAt === null) {
    return (
      <Text fw={600} data-testid="payment-deadline">
        {copy.noExpiry}
      </Text>
    );
  }
  return (
    <Alert color="yellow" variant="light" p="sm" data-testid="payment-deadline">
      <Text fw={700}>{copy.payBy(formatDeadline(language, expiresAt))}</Text>
      <Text size="sm">{copy.expiresNote}</Text>
    </Alert>
  );
}
