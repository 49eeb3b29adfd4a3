import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import {
  displayOf,
  exportColumns,
  fieldLabels,
  resourceMessages,
  statusText,
} from '@balcao/schema/resources';
import { createTestApp, signInAs } from '../test/testApp.js';
import { customerOf } from '../domains/buyers/buyers.testkit.js';
import { companyOf } from '../domains/companies/companies.testkit.js';
import { KIT_AREAS } from './areas.js';
import { changedValue, editableField, sampleInput, type ContractFixture } from './contract.testkit.js';

/**
 * The record kit's contract, run over every area on it: what the kit promises each definition
 * (paging, sort, filter, search, the four exports, 404 / 403 / 409, a history entry per write, the
 * change request and the status toggle where declared) is tested here once, not again per area.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const FIXTURES: Record<string, ContractFixture> = {
  situation: {},
  bankAccount: {
    refs: async (t) => ({ companyId: await companyOf(t, 'admin') }),
    // financeiro holds BANCOS but owns no company: he sees no account.
    restricted: { caller: 'financeiro', refs: async (t) => ({ companyId: await companyOf(t, 'admin') }) },
    requester: { caller: 'aprovador', refs: async (t) => ({ companyId: await companyOf(t, 'aprovador') }) },
    values: (n) => ({ bankCode: '341', agencyCode: String(1000 + (n % 9000)), accountCode: `${n}-1` }),
    edit: 'bankName',
  },
  buyer: {
    refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }),
    // ralmeida represents other customers than vendedor's.
    restricted: { caller: 'ralmeida', refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }) },
    requester: { caller: 'vendedor', refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }) },
  },
};

const BACKGROUND_ABOVE = 4;
let t: TestApp;
let call: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ app: { exportBackgroundAbove: BACKGROUND_ABOVE } });
  call = await signInAs(t, ['admin', 'semperfil', 'vendedor', 'ralmeida', 'financeiro', 'aprovador']);
});
afterAll(() => t.close());

let serial = 0;
type Rec = Record<string, unknown> & { id: number; updatedAt: string };

describe.each(KIT_AREAS.map((a) => [a.def.name, a] as const))('kit area %s', (name, { def, store }) => {
  const fixture = FIXTURES[name];
  const base = `/services/${def.rest}`;
  const msg = resourceMessages(def);
  const labels = fieldLabels(def);
  const marker = `Kit${name}`;
  const edited = fixture?.edit ?? editableField(def);
  const sample = (n: number, tag: string, refs: Record<string, number>) =>
    sampleInput(def, n, tag, refs, fixture?.values?.(n));

  /** Creates a record as `who`; answers it as the services read it back. */
  async function create(who = 'admin', refs: Record<string, number> = {}, tag = marker): Promise<Rec> {
    const n = ++serial;
    const res = await call(who, 'POST', base, sample(n, tag, refs));
    expect(res.statusCode, res.body).toBe(201);
    if (def.writeAnswer === 'status') {
      expect(res.body).toBe('');
      const found = (await call(who, 'GET', `${base}?q=${encodeURIComponent(`${tag} ${n}`)}`)).json();
      return found.rows.find((r: Rec) => String(r[def.title]).endsWith(` ${n}`));
    }
    return res.json();
  }
  const adminRefs = async () => (fixture?.refs ? fixture.refs(t) : {});

  it('has a contract fixture', () => expect(fixture).toBeDefined());

  it('creates (201), reads, saves (200), refuses a stale save (409); each write has its history entry, in labels and formatted values', async () => {
    const record = await create('admin', await adminRefs());
    const read = await call('admin', 'GET', `${base}/${record.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: record.id, [def.title]: record[def.title] });

    const value = changedValue(def, edited, serial);
    const { id: _id, updatedAt, ...fields } = read.json() as Rec;
    const saved = await call('admin', 'PUT', `${base}/${record.id}`, {
      ...fields,
      [edited]: value,
      updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (def.writeAnswer === 'status') expect(saved.body).toBe('');
    else expect(saved.json()[edited]).toBe(value);
    const stale = await call('admin', 'PUT', `${base}/${record.id}`, { ...fields, updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: MSG.staleWrite, current: { [edited]: value } });

    const history = (await call('admin', 'GET', `/services/history/${def.name}/${record.id}`)).json();
    expect(history.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    for (const entry of history.rows)
      for (const [key, change] of Object.entries(
        entry.changes as Record<string, { from?: unknown; to?: unknown }>,
      )) {
        // Every key is a labelled field; every value is text as the screen shows it, never a raw code.
        expect(labels[key], key).toBeDefined();
        for (const v of [change.from, change.to])
          expect(v === null || v === undefined || typeof v === 'string').toBe(true);
      }
    expect(history.rows[0].changes[edited]).toEqual({
      from: displayOf(def, edited, record[edited]) || null,
      to: displayOf(def, edited, value),
    });
    if (def.active) expect(history.rows[1].changes.active).toEqual({ to: statusText(def, true) });
  });

  it('gives every record, those the demo seed made included, its history', async () => {
    const untracked = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ${store.table} r
        where not exists (select 1 from audit_log a where a.entity = $1 and a.entity_id = r.id)`,
      [def.name],
    );
    expect(untracked.rows[0]!.n).toBe(0);
    const bySystem = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = $1 and action = 'create' and user_id is null`,
      [def.name],
    );
    expect(bySystem.rows[0]!.n).toBeGreaterThan(0);
  });

  describe('its list', () => {
    const tag = `${marker}L`;
    let records: Rec[] = [];
    beforeAll(async () => {
      const refs = await adminRefs();
      records = [];
      for (let i = 0; i < BACKGROUND_ABOVE + 2; i++) records.push(await create('admin', refs, tag));
    });
    const get = (query: string) => call('admin', 'GET', `${base}?${query}`);

    it('pages, sorts by each sortable column, and refuses an undeclared one', async () => {
      const first = (await get(`q=${tag}&pageSize=4&page=1`)).json();
      const second = (await get(`q=${tag}&pageSize=4&page=2`)).json();
      expect(first.totalRegisters).toBe(records.length);
      expect(first.rows).toHaveLength(4);
      expect(second.rows).toHaveLength(records.length - 4);
      const ids = [...first.rows, ...second.rows].map((r: Rec) => r.id);
      expect(new Set(ids).size).toBe(records.length);

      const titles = (sort: string) =>
        get(`q=${tag}&pageSize=100&orderBy=${def.title}&sort=${sort}`).then((r) =>
          r.json().rows.map((x: Rec) => x[def.title]),
        );
      expect(await titles('DESC')).toEqual([...(await titles('ASC'))].reverse());
      for (const c of exportColumns(def).filter(
        (c) => def.fields[c.key]?.sort || c.key === 'active' || c.key === 'updatedAt',
      ))
        expect((await get(`q=${tag}&orderBy=${c.key}&sort=DESC`)).statusCode, c.key).toBe(200);
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
        const found = (await get(`q=${tag}&${key}=${encodeURIComponent(value)}&pageSize=100`)).json();
        expect(found.rows.length, key).toBeGreaterThan(0);
        expect(
          found.rows.every((r: Rec) => String(r[key]) === value),
          key,
        ).toBe(true);
      }
      const today = new Date().toISOString().slice(0, 10);
      expect((await get(`q=${tag}&updatedAtFrom=${today}`)).json().totalRegisters).toBe(records.length);
      expect((await get(`nope=1`)).statusCode).toBe(400);
    });

    it('exports what it selects as xlsx, csv and pdf, and in the background above the threshold', async () => {
      const keys = exportColumns(def).map((c) => c.key);
      // A search that selects the first record alone: its field holding the marker.
      const marked = Object.keys(def.fields).find((k) => String(records[0]![k]).includes(tag))!;
      const one = encodeURIComponent(String(records[0]![marked]));
      const csv = await call('admin', 'GET', `${base}/export?format=csv&columns=${keys.join(',')}&q=${one}`);
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
        const res = await call('admin', 'GET', `${base}/export?format=${format}&columns=${keys[0]}&q=${one}`);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.subarray(0, magic!.length).toString()).toBe(magic);
      }
      const large = await call('admin', 'GET', `${base}/export?format=xlsx&columns=${keys[0]}&q=${tag}`);
      expect(large.statusCode).toBe(202);
      expect(large.json().message).toBe(MSG.exportQueued);
      await t.app.exportJobs.idle();
      const job = await t.db.query('select status, list from export_jobs where id = $1', [
        large.json().jobId,
      ]);
      expect(job.rows[0]).toEqual({ status: 'done', list: def.rest });
    });

    it("exports the selected records' history as its log, by label", async () => {
      const log = await call('admin', 'GET', `${base}/export/log?format=csv&q=${tag}`);
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

  it('answers 404 for no such record, 403 without the module and on a record its rule refuses', async () => {
    for (const [method, url] of [
      ['GET', `${base}/999999999`],
      ['PUT', `${base}/999999999`],
    ] as const) {
      const res = await call(
        'admin',
        method,
        url,
        method === 'PUT' ? sample(++serial, marker, await adminRefs()) : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(msg.notFound);
    }
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/export?format=csv&columns=updatedAt`],
      ['GET', `${base}/export/log?format=csv`],
      ['POST', base],
    ] as const) {
      const body = method === 'POST' ? sample(++serial, marker, await adminRefs()) : undefined;
      const res = await call('semperfil', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(MSG.noPermission);
    }
    if (!def.access) return;
    const restricted = fixture!.restricted!;
    const other = await create('admin', await restricted.refs(t));
    const who = restricted.caller;
    for (const [method, url] of [
      ['GET', `${base}/${other.id}`],
      ['PUT', `${base}/${other.id}`],
      ['GET', `/services/history/${def.name}/${other.id}`],
    ] as const) {
      const res = await call(who, method, url, method === 'PUT' ? { ...other, [edited]: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = (
      await call(who, 'GET', `${base}?q=${encodeURIComponent(String(other[def.title]))}`)
    ).json();
    expect(listed.totalRegisters).toBe(0);
  });

  // Declared behaviour only: an area without it has no such test, rather than a skipped one.
  const declared = (yes: boolean) => (yes ? it : () => undefined);

  declared(def.active === 'toggle')(
    'activates and deactivates (INATIVAR), with its history entry',
    async () => {
      const record = await create('admin', await adminRefs());
      const off = await call('admin', 'PATCH', `${base}/${record.id}/active`, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().active).toBe(false);
      const history = (await call('admin', 'GET', `/services/history/${def.name}/${record.id}`)).json();
      expect(history.rows[0].changes.active).toEqual({
        from: statusText(def, true),
        to: statusText(def, false),
      });
      expect(
        (await call('semperfil', 'PATCH', `${base}/${record.id}/active`, { active: true })).statusCode,
      ).toBe(403);
    },
  );

  declared(Boolean(def.remove))('deletes (EXCLUIR) by its rule; the history keeps what it was', async () => {
    const record = await create('admin', await adminRefs());
    expect((await call('semperfil', 'DELETE', `${base}/${record.id}`)).statusCode).toBe(403);
    const removed = await call('admin', 'DELETE', `${base}/${record.id}`);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('admin', 'GET', `${base}/${record.id}`)).statusCode).toBe(404);
    const history = (await call('admin', 'GET', `/services/history/${def.name}/${record.id}`)).json();
    expect(history.rows[0]).toMatchObject({
      action: 'delete',
      changes: { [edited]: { from: displayOf(def, edited, record[edited]) } },
    });
  });

  declared(Boolean(def.changeRequest))(
    "sends the requester's changes to approval instead of saving them",
    async () => {
      const requester = fixture!.requester!;
      const record = await create('admin', await requester.refs(t));
      const who = requester.caller;
      const read = (await call(who, 'GET', `${base}/${record.id}`)).json();
      expect(read.changeByRequest).toBe(true);
      const value = changedValue(def, edited, ++serial);
      const { id: _id, pendingChange: _p, changeByRequest: _c, ...fields } = read;
      const direct = await call(who, 'PUT', `${base}/${record.id}`, { ...fields, [edited]: value });
      expect(direct.statusCode).toBe(403);
      expect(direct.json().message).toBe(MSG.changeByRequest);
      const asked = await call(who, 'POST', `${base}/${record.id}/change-request`, {
        ...fields,
        [edited]: value,
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()[edited]).toBe(record[edited]);
      expect(asked.json().pendingChange.changes).toEqual([
        { field: edited, before: record[edited] ?? null, after: value, current: record[edited] ?? null },
      ]);
    },
  );
});
