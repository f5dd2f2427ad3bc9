import { Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import { useReplacesPrerenderedScreen } from '../ui/prerendered-screen';
import { usePageTitle } from '../ui/use-page-title';

/** Replaces the whole portal while the site-disabled flag is on. */
export function MaintenanceNotice() {
  useReplacesPrerenderedScreen();
  usePageTitle(MESSAGES.siteDisabledTitle);
  return (
    <Center mih="100dvh" p="xl" bg="cyan.9" c="white" component="main">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{MESSAGES.siteDisabledTitle}</Title>
        <Text size="lg">{MESSAGES.siteDisabledNotice}</Text>
      </Stack>
    </Center>
  );
}
