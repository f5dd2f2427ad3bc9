import { pesosToCentavos, formatPeso } from '@core/money';
import { useLanguage, type Language } from './language';

/**
 * Money, numbers and dates as the Philippines writes them, in the portal's language. Money is the same in
 * both ("₱1,500.50": formatPeso works in whole centavos, never floating point); dates and times are in
 * Manila's time zone, spelled in English ("Nov 24, 2026, 4:05 PM") or Filipino ("Nob 24, 2026, 4:05 PM").
 */
const LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: 'Asia/Manila',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function formatDateTimeIn(language: Language, instant: string | Date): string {
  return dateTimeFormat(language, true).format(typeof instant === 'string' ? new Date(instant) : instant);
}

export function formatDateIn(language: Language, instant: string | Date): string {
  return dateTimeFormat(language, false).format(typeof instant === 'string' ? new Date(instant) : instant);
}

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/** A clock time in Manila ("4:35 PM"), e.g. when a rate-limited attempt may be tried again. */
export function formatTimeIn(language: Language, instant: string | Date | number): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: 'Asia/Manila',
      hour: 'numeric',
      minute: '2-digit',
    });
    timeFormats.set(language, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

export function formatNumberIn(language: Language, value: number): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** An API amount in pesos as "₱1,500.50". */
export function formatPesosAmount(pesos: number): string {
  return formatPeso(pesosToCentavos(pesos));
}

/** The formatters bound to the current language. */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    dateTime: (instant: string | Date) => formatDateTimeIn(language, instant),
    date: (instant: string | Date) => formatDateIn(language, instant),
    time: (instant: string | Date | number) => formatTimeIn(language, instant),
    number: (value: number) => formatNumberIn(language, value),
    pesos: formatPesosAmount,
  };
}
