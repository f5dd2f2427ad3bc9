import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { usePageTitle } from './use-page-title';

interface ResultPageProps {
  title: string;
  tone: 'success' | 'failure' | 'neutral';
  children?: ReactNode;
  /** The button's words; a screen in another language passes its own. */
  homeLabel?: string;
}

const TONE_COLORS = { success: 'green.9', failure: 'red.9', neutral: 'cyan.9' } as const;
const TONE_SYMBOLS = { success: '✓', failure: '!', neutral: 'i' } as const;

/** A page that ends a journey: a title, what happens next, and a Return to Home button. */
export function ResultPage({ title, tone, children, homeLabel = 'Return to Home' }: ResultPageProps) {
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={560} mx="auto">
      <Stack gap="md" align="stretch">
        <ThemeIcon size={56} radius="xl" color={TONE_COLORS[tone]} mx="auto" aria-hidden>
          <span style={{ fontSize: 28, fontWeight: 800 }}>{TONE_SYMBOLS[tone]}</span>
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        {children}
        <Button size="md" fullWidth onClick={() => navigate('/')}>
          {homeLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
