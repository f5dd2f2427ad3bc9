import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_KIND_LABELS } from '../../../../core/api/audit-filters.ts';

/** Every `entity: '...'` the server's modules write into the audit log (tests left out). */
function recordedKinds(): string[] {
  const modules = join(import.meta.dirname, '..');
  const kinds = new Set<string>();
  for (const file of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(modules, file), 'utf8');
    for (const match of text.matchAll(/\bentity: '([a-z_-]+)'/g)) kinds.add(match[1] ?? '');
  }
  return [...kinds].sort();
}

describe("the audit log's Kind filter", () => {
  it('has a human label for every kind of record the server writes (no raw "customer")', () => {
    const kinds = recordedKinds();
    expect(kinds).toContain('customer');
    expect(kinds.filter((kind) => !(kind in AUDIT_KIND_LABELS))).toEqual([]);
  });
});
