import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { displayOf, fieldLabels, resourceMessages, statusText } from '@balcao/schema/resources';
import { KIT_AREAS } from './areas.js';
import { areaKit, contractApp, type CallAs, type Rec, type TestApp } from './contract.setup.js';
import { changedValue, editableField } from './contract.testkit.js';

/**
 * The record kit's contract, run over every area on it: what the kit promises each definition
 * (paging, sort, filter, search, the four exports, 404 / 403 / 409, a history entry per write, the
 * change request and the status toggle where declared) is tested here once, not again per area.
 */
const app = contractApp();
let t: TestApp;
beforeAll(() => void (t = app.t));
const call: CallAs = (...args) => app.call(...args);

describe.each(KIT_AREAS.map((a) => [a.def.name, a] as const))('kit area %s', (name, { def, store }) => {
  const { fixture, base, marker, sample, create, adminRefs } = areaKit(app, name, def);
  const msg = resourceMessages(def);
  const labels = fieldLabels(def);
  const edited = fixture?.edit ?? editableField(def);

  it('has a contract fixture', () => expect(fixture).toBeDefined());

  it('creates (201), reads, saves (200), refuses a stale save (409); each write has its history entry, in labels and formatted values', async () => {
    const record = await create('admin', await adminRefs());
    const read = await call('admin', 'GET', `${base}/${record.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: record.id, [def.title]: record[def.title] });

    const value = fixture?.editValue?.(app.serial) ?? changedValue(def, edited, app.serial);
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
    if (!fixture?.unseeded) expect(bySystem.rows[0]!.n).toBeGreaterThan(0);
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
        method === 'PUT' ? sample(++app.serial, marker, await adminRefs()) : undefined,
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
      const body = method === 'POST' ? sample(++app.serial, marker, await adminRefs()) : undefined;
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
      const res = await call(
        who,
        method,
        url,
        method === 'PUT' ? { ...other, [edited]: fixture?.editValue?.(app.serial) ?? 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = (
      await call(who, 'GET', `${base}?q=${encodeURIComponent(String(other[def.title]))}`)
    ).json();
    expect(listed.totalRegisters).toBe(0);
  });

  // Declared behaviour only: an area without it has no such test, rather than a skipped one.
  const declared = (yes: boolean) => (yes ? it : () => undefined);

  declared(!!def.unique?.length)(
    'lets one of several writers racing for the same unique values save, and tells the others why',
    async () => {
      const body = sample(++app.serial, marker, await adminRefs());
      const answers = await Promise.all([1, 2, 3, 4].map(() => call('admin', 'POST', base, body)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
      // A loser names the rules it was refused on: all of them, or (when the winner committed
      // between its checks, or the database's index stopped it) the one it ran into.
      const rules = def.unique!.map((r) => r.message);
      for (const lost of answers.filter((r) => r.statusCode === 400)) {
        const said = lost.json().details.flatMap((d: { messages: string[] }) => d.messages);
        expect(said.length).toBeGreaterThan(0);
        for (const text of said) expect(rules).toContain(text);
      }
    },
  );

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
      const value = changedValue(def, edited, ++app.serial);
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
