import { useEffect, useId, useState } from 'react';
import { Box, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { MESSAGES } from '@core/messages';
import { formatPeso, sumPesosInCentavos } from '@core/money';
import {
  TRANSMITTAL_MESSAGES,
  TRANSMITTAL_STATUS,
  transmittalStatusSchema,
  type TransmittalHeader,
} from '@core/api/transmittals';
import { errorMessage } from '../../api/api-error';
import { BusyOverlay } from '../../ui/busy-overlay';
import { FormError } from '../../ui/form-error';
import { showSuccess } from '../../ui/show-success';
import { listParam } from '../../ui/list/list-params';
import { useListState } from '../../ui/list/use-list-state';
import { isTypingIn, SHORTCUT_KEYS } from '../../ui/keyboard-shortcuts';
import { ListPaging } from '../../ui/paged-table-footer';
import { useCurrentUser } from '../auth/current-user';
import { useDecideTransmittals, type Decision } from './api/decide-transmittals';
import { useTransmittalCount, useTransmittals } from './api/get-transmittals';
import { ConfirmDecisionDialog } from './components/confirm-decision-dialog';
import { RejectTransmittalsDialog } from './components/reject-transmittals-dialog';
import { TransmittalReportLoader } from './components/transmittal-report-loader';
import { TransmittalTable } from './components/transmittal-table';
import { TransmittalViewDialog } from './components/transmittal-view-dialog';

const STATUS_CHOICES = [
  { value: '0', label: 'Pending' },
  { value: '1', label: 'Approved' },
  { value: '2', label: 'Rejected' },
];

/** The open dialog in the address's `panel`: `view-12` (View Details) or `report-12` (Generate Report). */
function panelOf(panel: string | null, rows: readonly TransmittalHeader[]) {
  const match = /^(view|report)-(\d+)$/.exec(panel ?? '');
  const header = match ? rows.find((row) => row.id === Number(match[2])) : undefined;
  return {
    viewing: match?.[1] === 'view' ? header : undefined,
    reporting: match?.[1] === 'report' ? header : undefined,
  };
}

/** The status in the address: ?status=1 for the approved ones. */
const TRANSMITTAL_LIST_PARAMS = {
  status: listParam.code(
    [TRANSMITTAL_STATUS.pending, TRANSMITTAL_STATUS.approved, TRANSMITTAL_STATUS.rejected],
    TRANSMITTAL_STATUS.pending,
  ),
};

export default function TransmittalListPage() {
  const user = useCurrentUser();
  const list = useListState(TRANSMITTAL_LIST_PARAMS);
  const { status } = list.filters;
  const { page, pageSize } = list;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const count = useTransmittalCount(status);
  const transmittals = useTransmittals(status, pageSize, page);
  const decide = useDecideTransmittals();
  const total = count.data ?? 0;
  const rows = transmittals.data ?? [];
  // View Details and Generate Report stay open over a reload or a shared address (issue 19).
  const { viewing, reporting } = panelOf(list.panel, rows);

  // Only an encoder decides, and only on Pending transmittals; the server enforces the same.
  const isEncoder = user.role === 'TRANSMITTAL_ENCODER';
  const canDecide = isEncoder && status === TRANSMITTAL_STATUS.pending;
  const whyDisabledId = useId();
  const chosen = rows.filter((header) => selected.has(header.id));
  const chosenTotal = formatPeso(sumPesosInCentavos(chosen.map((header) => header.total)));
  const chosenEmployees = chosen.reduce((sum, header) => sum + header.numberOfEmployees, 0);
  // The server refuses an approval that holds one's own transmittal (four eyes): said at selection, before
  // "This cannot be undone" (issue 28). Rejecting one's own is allowed.
  const ownChosen = chosen.filter((header) => header.initiatedById === user.id);
  const whyNoApproveId = useId();
  const ownChosenNote =
    ownChosen.length === 0
      ? null
      : `${TRANSMITTAL_MESSAGES.ownTransmittal}. Yours among the selected: ${ownChosen
          .map((header) => `${header.departmentName} of ${header.transmittalDate}`)
          .join('; ')}. Another encoder must approve ${ownChosen.length === 1 ? 'it' : 'them'}: untick ${
          ownChosen.length === 1 ? 'it' : 'them'
        } to approve the rest.`;

  // Another page or status starts with nothing chosen and no leftover decision error.
  const viewKey = `${status}-${page}-${pageSize}`;
  const [shownView, setShownView] = useState(viewKey);
  if (shownView !== viewKey) {
    setShownView(viewKey);
    setSelected(new Set());
  }
  const resetDecision = decide.reset;
  useEffect(() => resetDecision(), [viewKey, resetDecision]);
  const handleToggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const handleToggleAll = (checked: boolean) =>
    setSelected(checked ? new Set(rows.map((header) => header.id)) : new Set());
  const handleDecide = (reason?: string) => {
    const decision = confirming;
    setConfirming(null);
    if (!decision) return;
    decide.mutate(
      { decision, ids: chosen.map((header) => header.id), user, reason },
      {
        onSuccess: () => {
          setSelected(new Set());
          showSuccess(decision === 'approve' ? MESSAGES.transmittalApproved : MESSAGES.transmittalRejected);
        },
      },
    );
  };

  // `a` approves and `r` rejects the selected ones (each still asks first); ignored while typing in a field,
  // but not on a row's checkbox, where the focus is right after ticking it.
  const canAct = canDecide && chosen.length > 0 && confirming === null && !decide.isPending;
  // (useHotkeys' own preventDefault is off: it would swallow the letter typed into a field.)
  const onKey = (decision: Decision) => (event: KeyboardEvent) => {
    if (!canAct || isTypingIn(event.target)) return;
    if (decision === 'approve' && ownChosenNote !== null) return;
    event.preventDefault();
    setConfirming(decision);
  };
  const keyOptions = { preventDefault: false };
  useHotkeys(
    [
      [SHORTCUT_KEYS.approve, onKey('approve'), keyOptions],
      [SHORTCUT_KEYS.reject, onKey('reject'), keyOptions],
    ],
    [],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Transmittal List
      </Title>
      <Paper withBorder p="md" radius="md" pos="relative">
        <BusyOverlay busy={decide.isPending} message={MESSAGES.processingTransmittal} />
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Select
              label="Status"
              w={180}
              data={STATUS_CHOICES}
              allowDeselect={false}
              value={String(status)}
              onChange={(value) => {
                const parsed = transmittalStatusSchema.safeParse(value);
                if (parsed.success) list.setFilters({ status: parsed.data });
              }}
            />
            <Stack gap={4} align="flex-end">
              <Group gap="sm">
                <Button
                  color="red.9"
                  variant="outline"
                  disabled={!canDecide || chosen.length === 0}
                  aria-describedby={isEncoder ? undefined : whyDisabledId}
                  aria-keyshortcuts="r"
                  onClick={() => setConfirming('reject')}
                >
                  Reject
                </Button>
                <Button
                  disabled={!canDecide || chosen.length === 0 || ownChosenNote !== null}
                  aria-describedby={
                    !isEncoder ? whyDisabledId : ownChosenNote !== null ? whyNoApproveId : undefined
                  }
                  aria-keyshortcuts="a"
                  onClick={() => setConfirming('approve')}
                >
                  Approve
                </Button>
              </Group>
              {!isEncoder && (
                <Text id={whyDisabledId} size="sm" c="dimmed" ta="right">
                  {TRANSMITTAL_MESSAGES.encodersDecide}
                </Text>
              )}
              {ownChosenNote !== null && (
                <Text id={whyNoApproveId} size="sm" c="red.9" ta="right" maw={420} role="status">
                  {ownChosenNote}
                </Text>
              )}
            </Stack>
          </Group>
          <Text fw={600}>Number of Transmittals: {total}</Text>
          <TransmittalTable
            status={status}
            transmittals={rows}
            isLoading={transmittals.isPending}
            selected={selected}
            canSelect={canDecide}
            onToggle={handleToggle}
            onToggleAll={handleToggleAll}
            onView={(header) => list.setPanel(`view-${header.id}`)}
            onReport={(header) => list.setPanel(`report-${header.id}`)}
          />
        </Stack>
        <Box mt="sm">
          <FormError
            message={
              decide.isError
                ? errorMessage(decide.error, [403, 404, 409])
                : transmittals.isError
                  ? errorMessage(transmittals.error)
                  : null
            }
          />
        </Box>
        <ListPaging list={list} total={count.data} inset={false} />
      </Paper>
      <ConfirmDecisionDialog
        decision={confirming === 'approve' ? 'approve' : null}
        count={chosen.length}
        total={chosenTotal}
        employees={chosenEmployees}
        onConfirm={() => handleDecide()}
        onClose={() => setConfirming(null)}
      />
      <RejectTransmittalsDialog
        opened={confirming === 'reject'}
        count={chosen.length}
        total={chosenTotal}
        onConfirm={handleDecide}
        onClose={() => setConfirming(null)}
      />
      <TransmittalViewDialog header={viewing ?? null} onClose={() => list.setPanel(null)} />
      {reporting && <TransmittalReportLoader header={reporting} onClose={() => list.setPanel(null)} />}
    </Stack>
  );
}
