import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditEndpoints, type AuditEntry } from '@core/api/audit';
import { auditFilterEndpoints } from '@core/api/audit-filters';
import { answer, answerLater, refuse, type ContractRequest } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs, STAFF } from '../../../test/fixtures/back-office';

/** Ana edited a payment method's minimum, and Ben created a department. */
const METHOD_EDIT: AuditEntry = {
  id: 12,
  at: '2026-11-27T05:05:00.000Z',
  actorId: STAFF.topupAdmin.id,
  actorName: 'Ana Reyes',
  action: 'payment-method.update',
  entity: 'payment-method',
  entityId: '102',
  before: { name: 'Pay on Site', minimumAmount: 100, status: 1 },
  after: { name: 'Pay on Site', minimumAmount: 1500.5, status: 2 },
  names: {},
};
const DEPARTMENT_CREATE: AuditEntry = {
  id: 11,
  at: '2026-11-26T23:30:00.000Z',
  actorId: STAFF.transmittalAdmin.id,
  actorName: 'Ben Cruz',
  action: 'department.create',
  entity: 'department',
  entityId: '9',
  before: null,
  after: { departmentName: 'Produce', status: true },
  names: {},
};
const FILTERS = {
  actors: [
    { id: STAFF.topupAdmin.id, name: 'Ana Reyes' },
    { id: STAFF.transmittalAdmin.id, name: 'Ben Cruz' },
  ],
  kinds: ['department', 'payment-method'],
};

type AuditQuery = ContractRequest<typeof auditEndpoints.list>['query'];

/** The audit log of a top-up admin; `queries` records what each read asked for. */
async function openAuditLog(items: AuditEntry[] = [METHOD_EDIT, DEPARTMENT_CREATE]) {
  const queries: AuditQuery[] = [];
  signInBackOfficeAs('topupAdmin');
  answer(auditFilterEndpoints.get, FILTERS);
  answer(auditEndpoints.list, ({ query }) => {
    queries.push(query);
    const shown = items.filter(
      (item) =>
        (!query.actorId || Number(query.actorId) === item.actorId) &&
        (!query.entity || item.entity === query.entity),
    );
    return { total: shown.length, items: shown };
  });
  const rendered = renderScreen('/BackOffice/Audit-Log');
  await screen.findByRole('heading', { name: 'Audit Log', level: 1 });
  return { ...rendered, queries };
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

describe('Audit Log', () => {
  it("shows who did what and when, in staff's words: Manila time, pesos, the record's name", async () => {
    await openAuditLog();
    await screen.findByText('Edited a payment method');
    const edit = rowOf('Edited a payment method');
    // 05:05 UTC is 1:05 PM in Manila.
    expect(edit).toHaveTextContent(/Nov 27, 2026,? 1:05\s?PM/);
    expect(edit).toHaveTextContent('Ana Reyes');
    expect(edit).toHaveTextContent('Payment methods');
    expect(edit).toHaveTextContent('Pay on Site (102)');
    expect(edit).toHaveTextContent('Status: Active → Inactive');
    expect(edit).toHaveTextContent('Minimum amount: ₱100.00 → ₱1,500.50');
    const created = rowOf('Created a department');
    // 23:30 UTC on the 26th is already the 27th in Manila.
    expect(created).toHaveTextContent(/Nov 27, 2026,? 7:30\s?AM/);
    expect(created).toHaveTextContent('Departments');
    expect(created).toHaveTextContent('Department name: Produce');
    expect(created).toHaveTextContent('Status: Active');
    expect(screen.getByTestId('paging-text')).toHaveTextContent('1 - 2 of 2 items');
  });

  it('filters by user and by kind, and keeps the filters in the address', async () => {
    const { user, queries, router } = await openAuditLog();
    await screen.findByText('Edited a payment method');
    const users = screen.getByRole('combobox', { name: 'User' });
    expect(
      within(users)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All users', 'Ana Reyes', 'Ben Cruz']);
    await user.selectOptions(users, 'Ben Cruz');
    await expect.poll(() => screen.queryByText('Edited a payment method')).toBeNull();
    expect(screen.getByText('Created a department')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ actorId: STAFF.transmittalAdmin.id });
    expect(router.state.location.search).toContain(`user=${STAFF.transmittalAdmin.id}`);

    const kinds = screen.getByRole('combobox', { name: 'Kind' });
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All kinds', 'Departments', 'Payment methods']);
    await user.selectOptions(kinds, 'Payment methods');
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ entity: 'payment-method' });
    expect(router.state.location.search).toContain('kind=payment-method');
  });

  it('says when nothing is recorded', async () => {
    await openAuditLog([]);
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });

  it('shows it is loading, and then the rows', async () => {
    signInBackOfficeAs('topupAdmin');
    answer(auditFilterEndpoints.get, FILTERS);
    const log = answerLater(auditEndpoints.list, { total: 1, items: [METHOD_EDIT] });
    renderScreen('/BackOffice/Audit-Log');
    // The screen's own loader beside its heading (the route's lazy chunk has one of its own before).
    await screen.findByRole('heading', { name: 'Audit Log', level: 1 });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
    log.release();
    expect(await screen.findByText('Edited a payment method')).toBeInTheDocument();
    await expect.poll(() => screen.queryByLabelText('Loading')).toBeNull();
  });

  it("shows a failed read's server text", async () => {
    signInBackOfficeAs('topupAdmin');
    answer(auditFilterEndpoints.get, FILTERS);
    refuse(auditEndpoints.list, 500, 'The audit log cannot be read right now');
    renderScreen('/BackOffice/Audit-Log');
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log cannot be read right now');
  });
});
