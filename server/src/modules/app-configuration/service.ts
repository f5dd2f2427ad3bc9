import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import { appSettings } from '../../db/schema.ts';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../audit/service.ts';

export const SITE_DISABLED_SETTING = 'isDisableWebsite';

/**
 * Read on every request of a route closed during maintenance (a create, a cancel: maintenance-gate.ts), so
 * a named prepared statement built once per database handle: Drizzle builds it once and PostgreSQL parses
 * and plans it once per connection (docs/PERFORMANCE.md, the create benchmark).
 */
const siteDisabledRow = oncePerDatabase((db) =>
  db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, sql.placeholder('name')))
    .prepare('app_setting_value'),
);

/** The site-disabled flag; a database without the row has the site enabled. */
export async function getSiteDisabled(db: Database): Promise<boolean> {
  const [row] = await siteDisabledRow(db).execute({ name: SITE_DISABLED_SETTING });
  return row?.value === true;
}

export async function setSiteDisabled(
  db: Database,
  disabled: boolean,
  actor: Actor = SYSTEM_ACTOR,
): Promise<boolean> {
  await db.transaction(async (tx) => {
    const before = await getSiteDisabled(tx);
    await tx
      .insert(appSettings)
      .values({ name: SITE_DISABLED_SETTING, value: disabled })
      .onConflictDoUpdate({ target: appSettings.name, set: { value: disabled, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: 'site-disabled.set',
      entity: 'app-setting',
      entityId: SITE_DISABLED_SETTING,
      before: { disabled: before },
      after: { disabled },
    });
  });
  return disabled;
}
