import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeTopupEndpoints } from '@core/api/backoffice-topups';
import { callEndpoint } from '../../api/client';
import { readListView } from '../../ui/list/list-view';
import { getTopupRequestCount, getTopupRequests } from './api/get-topup-requests';
import { toFilter } from './list-filter';
import { listStateOf, TOPUP_LIST_PARAMS } from './list-params';
import { topupListEarlyReads } from './early-list';

const JSON_TYPE = { 'content-type': 'application/json' };

/** What the list screen sends at its plain address: the view read from an empty query, as the screen does. */
async function screenFirstReads() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? 'GET',
      url,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const answer = url.includes('Count') ? 0 : [];
    return new Response(JSON.stringify(answer), { status: 200, headers: JSON_TYPE });
  });
  const view = readListView({ shape: TOPUP_LIST_PARAMS }, new URLSearchParams());
  const filter = toFilter(listStateOf(view.filters));
  await getTopupRequests({ filter, pageSize: view.pageSize, pageNumber: view.page, sortMode: view.sort });
  await getTopupRequestCount(filter);
  await callEndpoint(backOfficeTopupEndpoints.totalsByStatus, { query: filter });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the top-up list's early reads", () => {
  it('are the requests the screen sends at its plain address, so that it takes their answers', async () => {
    expect(topupListEarlyReads('/BackOffice/Topup-Requests', '')).toEqual(await screenFirstReads());
  });

  it('are asked only at the plain address: a filter, a drill-down or another screen sends its own', () => {
    expect(topupListEarlyReads('/BackOffice/topup-requests/', '')).toHaveLength(3);
    expect(topupListEarlyReads('/BackOffice/Topup-Requests', '?status=1')).toEqual([]);
    expect(topupListEarlyReads('/BackOffice/Topup-Requests/2026-01-01/104/0', '')).toEqual([]);
    expect(topupListEarlyReads('/BackOffice/Dashboard', '')).toEqual([]);
  });
});
