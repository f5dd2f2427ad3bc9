import { describe, expect, it } from 'vitest';
import { listParam } from './list-params';
import { listViewParams, readListView, type ListSpec } from './list-view';

const shape = {
  status: listParam.codes(),
  view: listParam.oneOf(['all', 'awaiting'], 'all'),
  user: listParam.id(),
  search: listParam.text(),
};
const spec: ListSpec<typeof shape> = { shape };
const read = (query: string, given = spec) => readListView(given, new URLSearchParams(query));

describe("a list's view in the address", () => {
  it('is the first page of 10, newest first, unfiltered, when the address names nothing', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'Desc',
      panel: null,
      filters: { status: [], view: 'all', user: null, search: '' },
    });
  });

  it('reads every part it names', () => {
    expect(read('page=3&pageSize=20&sort=Asc&panel=JE1&status=0,5&view=awaiting&user=7&search=ana')).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'Asc',
      panel: 'JE1',
      filters: { status: [0, 5], view: 'awaiting', user: 7, search: 'ana' },
    });
  });

  it('falls back to the default for each part a hand-edited address gets wrong', () => {
    expect(read('page=-2&pageSize=1000&sort=sideways&status=1,x&view=nope&user=abc')).toEqual(read(''));
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=99999999').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const view = { ...read(''), page: 2, filters: { ...read('').filters, status: [1], search: 'a b&c' } };
    const params = listViewParams(spec, view);
    expect(params.toString()).toBe('status=1&search=a+b%26c&page=2');
    expect(read(params.toString())).toEqual(view);
    expect(listViewParams(spec, read('')).toString()).toBe('');
  });

  it("keeps a choice against the route's defaults: All on a list prefiltered to one status", () => {
    const prefiltered: ListSpec<typeof shape> = { shape, defaults: { status: [0] } };
    expect(read('', prefiltered).filters.status).toEqual([0]);
    const all = { ...read('', prefiltered), filters: { ...read('', prefiltered).filters, status: [] } };
    const params = listViewParams(prefiltered, all);
    expect(params.toString()).toBe('status=');
    expect(read(params.toString(), prefiltered).filters.status).toEqual([]);
  });

  it('drops parameters the screen does not know when it writes', () => {
    expect(listViewParams(spec, read('utm=x&status=2')).toString()).toBe('status=2');
  });
});

describe('the day and key parameters (a date range, the shown columns)', () => {
  const ranged = { from: listParam.day(), to: listParam.day(), cols: listParam.keys(['a', 'b', 'c']) };
  const rangedSpec: ListSpec<typeof ranged> = { shape: ranged };

  it('reads real days and known keys, and drops the rest', () => {
    const view = readListView(rangedSpec, new URLSearchParams('from=2026-11-01&to=2026-02-30&cols=c,x,a,c'));
    expect(view.filters).toEqual({ from: '2026-11-01', to: '', cols: ['c', 'a'] });
  });

  it('writes them back, leaving out what is empty', () => {
    const view = readListView(rangedSpec, new URLSearchParams('from=2026-11-01&cols=b'));
    expect(listViewParams(rangedSpec, view).toString()).toBe('from=2026-11-01&cols=b');
    expect(listViewParams(rangedSpec, readListView(rangedSpec, new URLSearchParams(''))).toString()).toBe('');
  });
});
