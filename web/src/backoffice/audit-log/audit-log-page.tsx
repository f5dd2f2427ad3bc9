import { useState } from 'react';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Title } from '@mantine/core';
import { AUDIT_KIND_LABELS } from '@core/api/audit-filters';
import { errorMessage } from '../../api/api-error';
import { PagedTableFooter } from '../../ui/paged-table-footer';
import { useAuditFilters, useAuditLog, type AuditLogQuery } from './api/get-audit-log';
import { AuditTable } from './components/audit-table';

const FIRST_PAGE: AuditLogQuery = { page: 1, pageSize: 10, actorId: null, entity: null };

/** Every back-office change and login (beyond the spec), filtered by user and by kind, paged. */
export default function AuditLogPage() {
  const [query, setQuery] = useState<AuditLogQuery>(FIRST_PAGE);
  const log = useAuditLog(query);
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
          value={query.actorId === null ? '' : String(query.actorId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery({ ...query, page: 1, actorId: value ? Number(value) : null });
          }}
          miw={200}
        />
        <NativeSelect
          label="Kind"
          data={kindOptions}
          value={query.entity ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery({ ...query, page: 1, entity: value || null });
          }}
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
          <PagedTableFooter
            page={query.page}
            pageSize={query.pageSize}
            total={log.data.total}
            disabled={log.isFetching}
            onPrevious={() => setQuery({ ...query, page: query.page - 1 })}
            onNext={() => setQuery({ ...query, page: query.page + 1 })}
            onPageSizeChange={(pageSize) => setQuery({ ...query, page: 1, pageSize })}
          />
        </>
      )}
    </Stack>
  );
}
