import { expect } from '@playwright/test';
import { test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { choose, SECOND_ENCODER, signInToBackOffice } from './support/transmittals.ts';

test('a transmittal admin sees Approve and Reject disabled, told why, and the API refuses them', async ({
  transmittalAdmin: page,
}) => {
  await page.goto('/BackOffice/Transmittal-List');
  const pending = page.getByRole('row').filter({ hasText: 'Rice subsidy' }).first();
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('checkbox')).toBeDisabled();
  const why = 'Only transmittal encoders can approve or reject transmittals.';
  await expect(page.getByText(why)).toBeVisible();
  for (const name of ['Approve', 'Reject']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(why);
  }
  await checkAccessibility(page);

  const list = await page.request.get('/api/Transmittals/GetTransmittalByStatus?status=0&pageSize=20&page=1');
  const [first] = (await list.json()) as { id: number }[];
  expect(first).toBeDefined();
  for (const decision of ['ApproveTransmittals', 'RejectTransmittals']) {
    const response = await page.request.post(`/api/Transmittals/${decision}`, {
      data: [{ id: first?.id, reason: 'Wrong period' }],
    });
    expect(response.status()).toBe(403);
  }
});

test('an encoder can only act on Pending transmittals', async ({ page }) => {
  await signInToBackOffice(page, SECOND_ENCODER);
  await page.goto('/BackOffice/Transmittal-List');
  await expect(
    page.getByRole('row').filter({ hasText: 'Rice subsidy' }).first().getByRole('checkbox'),
  ).toBeEnabled();
  await choose(page, 'Status', 'Rejected');
  await expect(page.getByRole('columnheader', { name: 'Rejected Date' })).toBeVisible();
  const rejected = page.getByRole('row').filter({ hasText: 'Overtime (entered twice)' });
  await expect(rejected.getByRole('checkbox')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reject' })).toBeDisabled();
});
