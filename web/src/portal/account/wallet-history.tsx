import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { HistoryLine } from '@core/api/wallet-history';
import { CopyReferenceButton } from '../../ui/copy-reference-button';
import { TopupStatusBadge } from '../../ui/topup-status-badge';
import { defineCopy, useCopy, useFormat } from '../i18n';
import { useMyHistory } from './api/get-my-history';
import { historyCopy, historyLinePath } from './history-copy';
import classes from './wallet-history.module.css';
import { useKitCopy } from '../i18n/kit-copy';

const copy = defineCopy({
  en: {
    title: 'Wallet history',
    loading: 'Loading wallet history',
    failed: 'Your history cannot be shown right now.',
    empty: 'No transactions yet.',
    more: 'Load more',
    loadingMore: 'Loading…',
  },
  fil: {
    title: 'Kasaysayan ng wallet',
    loading: 'Nilo-load ang kasaysayan ng wallet',
    failed: 'Hindi maipakita ang iyong kasaysayan sa ngayon.',
    empty: 'Wala pang transaksyon.',
    more: 'Ipakita pa',
    loadingMore: 'Nilo-load…',
  },
});

/**
 * Every credit to the wallet (top-ups, credits from the shop, payroll credits) with the balance after it,
 * and every request that has not credited it, with its status; newest first, a page at a time.
 */
export function WalletHistory() {
  const words = useCopy(copy);
  const history = useMyHistory({ enabled: true });
  const lines = history.data?.pages.flatMap((page) => page.lines) ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby="history-title">
      <Title order={3} size="h4" id="history-title">
        {words.title}
      </Title>
      {history.isPending && <Skeleton height={72} aria-label={words.loading} />}
      {history.isError && <Text c="dimmed">{words.failed}</Text>}
      {history.isSuccess && lines.length === 0 && <Text c="dimmed">{words.empty}</Text>}
      {lines.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="wallet-history">
          {lines.map((line) => (
            <HistoryItem key={`${line.kind}:${line.id}`} line={line} />
          ))}
        </Stack>
      )}
      {history.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          loaderProps={{ 'aria-label': words.loadingMore }}
        >
          {words.more}
        </Button>
      )}
    </Stack>
  );
}

function HistoryItem({ line }: { line: HistoryLine }) {
  const words = useCopy(historyCopy);
  const kit = useKitCopy();
  const format = useFormat();
  const what =
    line.kind === 'transmittal' && line.transmittalNumber !== null
      ? words.transmittalNo(line.transmittalNumber)
      : line.byAnotherPayer
        ? words.topupByAnother
        : words.kind[line.kind];
  return (
    <Card withBorder padding="sm" component="li" className={classes.line} data-kind={line.kind}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Link to={historyLinePath(line)} className={classes.link}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {line.title}
            </Text>
          </Link>
          {/* What it is, then when: two short lines that never wrap mid-phrase on a phone. */}
          <Text size="sm" c="dimmed">
            {what}
          </Text>
          <Text size="sm" c="dimmed">
            {format.dateTime(line.date)}
          </Text>
          {line.reference && (
            <Group gap="xs" mt={4} wrap="nowrap" className={classes.aboveLink}>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {line.reference}
              </Text>
              {!line.credited && (
                <CopyReferenceButton referenceNumber={line.reference} labels={kit.copyReference} />
              )}
            </Group>
          )}
        </div>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          {line.credited ? (
            <Text fw={700} c="teal.9" data-testid="line-amount">
              +{format.pesos(line.amount)}
            </Text>
          ) : (
            <Text fw={700} c="dimmed" data-testid="line-amount">
              {format.pesos(line.amount)}
            </Text>
          )}
          {line.status !== null && !line.credited && (
            <TopupStatusBadge
              status={line.status}
              statusText={words.status[line.status] ?? line.statusText ?? ''}
            />
          )}
          {line.runningBalance !== null && (
            <Text size="xs" c="dimmed" data-testid="line-balance">
              {words.balanceAfter(format.pesos(line.runningBalance))}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
