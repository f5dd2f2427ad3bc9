import { Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@core/messages';

/** Replaces the whole portal while the site-disabled flag is on. */
export function MaintenanceNotice() {
  return (
    <Center mih="100dvh" p="xl" bg="cyan.9" c="white" component="main">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{MESSAGES.siteDisabledTitle}</Title>
        <Text size="lg">
          We are making the eWallet top-up better for you. Please come back in a little while; your e-wallet
          and your earlier top-ups are safe.
        </Text>
      </Stack>
    </Center>
  );
}
