import { Alert, Button, Group, Loader, NativeSelect, Stack, Title } from '@mantine/core';
import { AUDIT_KIND_LABELS } from '@core/api/audit-filters';
import { errorMessage } from '../../api/api-error';
import { listParam } from '../../ui/list/list-params';
import { useListState } from '../../ui/list/use-list-state';
import { ListPaging } from '../../ui/paged-table-footer';
import { useAuditFilters, useAuditLog } from './api/get-audit-log';
import { AuditTable } from './components/audit-table';

/** The filters in the address: ?user={id}&kind={entity}. */
const AUDIT_LIST_PARAMS = { user: listParam.id(), kind: listParam.text() };

/** Every back-office change and login (beyond the spec), filtered by user and by kind, paged. */
export default function AuditLogPage() {
  const list = useListState(AUDIT_LIST_PARAMS);
  const { user, kind } = list.filters;
  const log = useAuditLog({ page: list.page, pageSize: list.pageSize, actorId: user, entity: kind || null });
  const filters = useAuditFilters();

  const actorOptions = [
    { value: '', label: 'All users' },
    ...(filters.data?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actor.name })),
  ];
  const kindOptions = [
    { value: '', label: 'All kinds' },
    ...(filters.data?.kinds ?? []).map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] ?? kind })),
  ];

  const handleRefresh = () => {
    void log.refetch();
    void filters.refetch();
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h2">
          Audit Log
        </Title>
        {log.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="User"
          data={actorOptions}
          value={user === null ? '' : String(user)}
          onChange={(event) =>
            list.setFilters({ user: AUDIT_LIST_PARAMS.user.parse(event.currentTarget.value) })
          }
          miw={200}
        />
        <NativeSelect
          label="Kind"
          data={kindOptions}
          value={kind}
          onChange={(event) => list.setFilters({ kind: event.currentTarget.value })}
          miw={200}
        />
        <Button variant="default" onClick={handleRefresh}>
          Refresh
        </Button>
      </Group>
      {log.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(log.error)}
        </Alert>
      )}
      {log.data && (
        <>
          <AuditTable items={log.data.items} />
          <ListPaging list={list} total={log.data.total} disabled={log.isFetching} />
        </>
      )}
    </Stack>
  );
}
