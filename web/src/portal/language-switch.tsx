import { Button } from '@mantine/core';
import { LANGUAGE_PARAM, setLanguage, useLanguage } from './i18n/language';

/**
 * The header's language switch: one small button that names the other language in that language's own
 * words ("Filipino" while the portal speaks English, "English" while it speaks Filipino), the way Filipino
 * apps offer it. The choice is remembered (i18n/language.ts); the button's `lang` lets a screen reader say
 * the name right.
 */
export function LanguageSwitch({ prerendered = false }: { prerendered?: boolean }) {
  const language = useLanguage();
  const other = language === 'en' ? 'fil' : 'en';
  // In the prerendered Home, which has no script behind it yet, a link: a tap before the JavaScript has
  // arrived still switches (main.tsx takes the choice from the address).
  const target = prerendered
    ? ({ component: 'a', href: `/?${LANGUAGE_PARAM}=${other}` } as const)
    : { onClick: () => setLanguage(other) };
  return (
    <Button
      {...target}
      variant="subtle"
      color="white"
      c="white"
      size="compact-md"
      px={8}
      lang={other}
      title={language === 'en' ? 'Gamitin ang Filipino' : 'Use English'}
      data-testid="language-switch"
    >
      {other === 'fil' ? 'Filipino' : 'English'}
    </Button>
  );
}
