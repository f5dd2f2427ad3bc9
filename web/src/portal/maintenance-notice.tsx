import { Box, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import { useReplacesPrerenderedScreen } from '../ui/prerendered-screen';
import { usePageTitle } from '../ui/use-page-title';
import { defineCopy, useCopy } from './i18n/copy';
import { LanguageSwitch } from './language-switch';

const copy = defineCopy<{ title: string; notice: string }>({
  en: { title: MESSAGES.siteDisabledTitle, notice: MESSAGES.siteDisabledNotice },
  fil: {
    title: 'Babalik kami agad',
    notice:
      'Pinapaganda pa namin ang eWallet top-up para sa iyo. Bumalik ka ulit maya-maya; ligtas ang e-wallet mo at ang mga nauna mong top-up.',
  },
});

/** Replaces the whole portal while the site-disabled flag is on; its language can be switched here too. */
export function MaintenanceNotice() {
  useReplacesPrerenderedScreen();
  const words = useCopy(copy);
  usePageTitle(words.title);
  return (
    <Center mih="100dvh" p="xl" bg="cyan.9" c="white" component="main" pos="relative">
      <Box pos="absolute" top={12} right={12}>
        <LanguageSwitch />
      </Box>
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{words.title}</Title>
        <Text size="lg">{words.notice}</Text>
      </Stack>
    </Center>
  );
}
