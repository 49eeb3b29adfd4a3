import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, businessDay } from '@balcao/schema';
import { exportColumns, fieldLabels, statusText } from '@balcao/schema/resources';
import { KIT_AREAS } from './areas.js';
import {
  areaKit,
  BACKGROUND_ABOVE,
  contractApp,
  type CallAs,
  type Rec,
  type TestApp,
} from './contract.setup.js';

/**
 * The record kit's contract for lists, run over every area on it: paging, sort, search, filters,
 * the four exports (xlsx, csv, pdf, in the background above the threshold) and the log export.
 */
const app = contractApp();
let t: TestApp;
beforeAll(() => void (t = app.t));
const call: CallAs = (...args) => app.call(...args);

describe.each(KIT_AREAS.map((a) => [a.def.name, a] as const))('kit area %s', (name, { def }) => {
  const { fixture, base, marker, create, adminRefs } = areaKit(app, name, def);
  const labels = fieldLabels(def);

  describe('its list', () => {
    const tag = `${marker}L`;
    let records: Rec[] = [];
    beforeAll(async () => {
      records = [];
      // References per record: a child's own parent names it (a price table's item).
      for (let i = 0; i < BACKGROUND_ABOVE + 2; i++)
        records.push(await create('admin', await adminRefs(tag), tag));
    });
    const get = (query: string) => call('admin', 'GET', `${base}?${query}`);
    /** The query that lists the test's records, and no other. */
    const theirs = () => fixture?.listedBy?.(records) ?? `q=${tag}`;
    /**
     * A query that selects the first record alone: a search for its field holding the tag, or else
     * a filter whose value no other record of the test shares.
     */
    function firstAlone() {
      const first = records[0]!;
      const marked = Object.keys(def.fields).find((k) => String(first[k]).includes(tag));
      if (marked) return `q=${encodeURIComponent(String(first[marked]))}`;
      const unique = Object.keys(def.fields).find(
        (k) => def.fields[k]!.filter && records.every((r, i) => i === 0 || r[k] !== first[k]),
      )!;
      return `${theirs()}&${unique}=${encodeURIComponent(String(first[unique]))}`;
    }

    it('pages by offset and from cursors, sorts by each sortable column, and refuses an undeclared one', async () => {
      const first = (await get(`${theirs()}&pageSize=4&page=1`)).json();
      const second = (await get(`${theirs()}&pageSize=4&page=2`)).json();
      expect(first.totalRegisters).toBe(records.length);
      expect(first.rows).toHaveLength(4);
      expect(second.rows).toHaveLength(records.length - 4);
      const ids = [...first.rows, ...second.rows].map((r: Rec) => r.id);
      expect(new Set(ids).size).toBe(records.length);

      const titles = (sort: string) =>
        get(`${theirs()}&pageSize=100&orderBy=${def.title}&sort=${sort}`).then((r) =>
          r.json().rows.map((x: Rec) => x[def.title]),
        );
      expect(await titles('DESC')).toEqual([...(await titles('ASC'))].reverse());
      // Each order, by offset and from the cursors the pages answer: the same rows both ways.
      const idsOf = (r: { json: () => { rows: Rec[] } }) => r.json().rows.map((x) => x.id);
      for (const c of exportColumns(def).filter(
        (c) => def.fields[c.key]?.sort || c.key === 'active' || c.key === 'updatedAt',
      )) {
        const q = `${theirs()}&orderBy=${c.key}&sort=DESC&pageSize=4`;
        const p1 = await get(`${q}&page=1`);
        expect(p1.statusCode, c.key).toBe(200);
        const next = await get(`${q}&page=2&after=${p1.json().endCursor}`);
        expect(idsOf(next), c.key).toEqual(idsOf(await get(`${q}&page=2`)));
        expect(idsOf(await get(`${q}&page=1&before=${next.json().startCursor}`)), c.key).toEqual(idsOf(p1));
      }
      expect((await get(`orderBy=nope`)).statusCode).toBe(400);
    });

    it('searches by each search field and filters by each filter', async () => {
      const sample = records[1]!;
      for (const [key, f] of Object.entries(def.fields).filter(([, f]) => f.search)) {
        const value = sample[key];
        if (typeof value !== 'string' || !value || f.input === false) continue;
        const found = (
          await get(`q=${encodeURIComponent(value)}&pageSize=100&orderBy=updatedAt&sort=DESC`)
        ).json();
        expect(
          found.rows.map((r: Rec) => r.id),
          key,
        ).toContain(sample.id);
      }
      const filters = [
        ...Object.entries(def.fields)
          .filter(([, f]) => f.filter)
          .map(([k]) => k),
        ...(def.active ? ['active'] : []),
      ];
      for (const key of filters) {
        const value = String(sample[key]);
        const found = (await get(`${theirs()}&${key}=${encodeURIComponent(value)}&pageSize=100`)).json();
        expect(found.rows.length, key).toBeGreaterThan(0);
        expect(
          found.rows.every((r: Rec) => String(r[key]) === value),
          key,
        ).toBe(true);
      }
      const today = businessDay();
      expect((await get(`${theirs()}&updatedAtFrom=${today}`)).json().totalRegisters).toBe(records.length);
      expect((await get(`nope=1`)).statusCode).toBe(400);
    });

    it('exports what it selects as xlsx, csv and pdf, and in the background above the threshold', async () => {
      const keys = exportColumns(def).map((c) => c.key);
      const one = firstAlone();
      const csv = await call('admin', 'GET', `${base}/export?format=csv&columns=${keys.join(',')}&${one}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain(encodeURIComponent(def.noun.many));
      const [header, row] = csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\n');
      expect(header).toBe(
        exportColumns(def)
          .map((c) => c.title)
          .join(';'),
      );
      if (def.active) expect(row).toContain(statusText(def, true));
      for (const [format, magic] of [
        ['xlsx', 'PK'],
        ['pdf', '%PDF'],
      ]) {
        const res = await call('admin', 'GET', `${base}/export?format=${format}&columns=${keys[0]}&${one}`);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.subarray(0, magic!.length).toString()).toBe(magic);
      }
      const large = await call('admin', 'GET', `${base}/export?format=xlsx&columns=${keys[0]}&${theirs()}`);
      expect(large.statusCode).toBe(202);
      expect(large.json().message).toBe(MSG.exportQueued);
      await t.app.exportJobs.idle();
      const job = await t.db.query('select status, list from export_jobs where id = $1', [
        large.json().jobId,
      ]);
      expect(job.rows[0]).toEqual({ status: 'done', list: def.rest });
    });

    it("exports the selected records' history as its log, by label", async () => {
      const log = await call('admin', 'GET', `${base}/export/log?format=csv&${theirs()}`);
      expect(log.statusCode).toBe(200);
      const [header, ...lines] = log.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\n');
      expect(header).toBe('Registro;Ação;Data;Usuário;Campo;De;Para');
      expect(lines.length).toBeGreaterThan(0);
      const shown = new Set(Object.values(labels));
      for (const line of lines) expect(shown.has(line.split(';')[4]!), line).toBe(true);
    });
  });
});
