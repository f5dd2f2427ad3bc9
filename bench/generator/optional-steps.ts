import type { RawSession } from '../../server/src/db/client.ts';
import type { Scale } from './scale.ts';
import type { Baseline } from './topup-steps.ts';
import { journalSteps } from './journal-steps.ts';
import { transmittalSteps } from './transmittal-steps.ts';
import type { Step } from './step.ts';

async function hasTables(session: RawSession, names: readonly string[]): Promise<boolean> {
  const rows = await session.query<{ present: boolean }>(
    `select to_regclass(name) is not null as present from unnest($1::text[]) name`,
    [names],
  );
  return rows.every((row) => row.present);
}

/**
 * Generation for the tables of features that may not have landed yet: each runs when the database has its
 * tables (the migrations of this checkout made them), and says so when it does not.
 */
export async function optionalSteps(session: RawSession, scale: Scale, base: Baseline): Promise<Step[]> {
  const steps: Step[] = [];
  const transmittalTables = ['departments', 'employees', 'transmittal_headers', 'transmittal_details'];
  if (await hasTables(session, transmittalTables)) {
    steps.push(...transmittalSteps(session, scale, base));
  } else {
    console.log('  (no departments/employees/transmittals tables in this checkout: skipped)');
  }
  if (await hasTables(session, ['journal_entries'])) {
    steps.push(...journalSteps(session, scale, base));
  } else {
    console.log('  (no journal entries table in this checkout: skipped)');
  }
  return steps;
}
