import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { kitAreaOf, type RestEntry } from '@balcao/schema/authz';
import { RESOURCES, type ResourceDef } from '@balcao/schema/resources';
import { FIXTURES, sampleInput } from '../test/testApp.js';
import { ensureForeignRecords, ensureOwnRows, FOREIGN, OWN } from './foreignIds.js';
import { namesRecord, OTHER_REP, PROFILES, requestFor, type MatrixApp, type Route } from './matrixApp.js';

/**
 * The authorization matrix (@balcao/schema/authz) against the services as they run: every route
 * has its entry, declares what its entry says, answers each demo profile as listed, and keeps
 * another representative's records from vendedor.
 */
let m: MatrixApp;

const userId = async (userName: string) =>
  Number(
    (await m.t.db.query<{ id: number }>('select id from users where user_name = $1', [userName])).rows[0]!.id,
  );

/** The route's request: a body its schema accepts where the rule is checked after it (a kit area's save). */
function requestOf(r: Route, entry: RestEntry, id?: string) {
  const req = requestFor(r, entry, id);
  return { url: req.url, body: req.body ?? bodyFor(r) };
}
function bodyFor(r: Route): unknown {
  if (r.method === 'GET' || r.method === 'DELETE') return undefined;
  const area = kitAreaOf(RESOURCES, r.url);
  if (area && /\/:id(\/change-request)?$/.test(r.url)) return kitBody(area);
  if (area && r.url.endsWith('/active')) return { active: true };
  return {};
}
const kitBody = (def: ResourceDef) => {
  const refs = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.type === 'ref' || f.type === 'refList')
      .map(([k]) => [k, 1]),
  );
  // Values that pass the area's own schema (a valid CNPJ, a bank code), as the contract suite's.
  return sampleInput(def, 1, 'MATRIZ', refs, FIXTURES[def.name]?.values?.(1));
};

/** The matrix's tests, over the app `app()` gives once the file's setup has started it. */
export const matrixSuite = (app: () => MatrixApp) =>
  describe('authorization matrix', () => {
    beforeAll(() => {
      m = app();
    });

    describe('every route has its entry', () => {
      it('lists every route the services serve, and no route they do not', () => {
        const missing = m.registered.filter((r) => !m.entryOf(r)).map(m.key);
        expect(missing, 'routes without an entry in @balcao/schema/authz').toEqual([]);
        const served = new Set(m.registered.map(m.key));
        const stale = Object.keys(m.listed).filter((k) => !served.has(k));
        expect(stale, 'entries without their route').toEqual([]);
      });

      it('each route declares the need its entry lists', () => {
        const wrong = m.registered.flatMap((r) => {
          const { need } = m.entryOf(r)!;
          const { access, public: open } = r.config ?? {};
          const declared = open ? 'public' : access ? `${String(access.module)} ${access.action}` : 'handler';
          const listed =
            need === 'public'
              ? 'public'
              : need === 'signedIn' || need.inHandler
                ? 'handler'
                : `${String(need.module)} ${need.action}`;
          return declared === listed ? [] : [`${m.key(r)}: declares ${declared}, listed ${listed}`];
        });
        expect(wrong).toEqual([]);
      });
    });

    describe('each demo profile is allowed or refused as listed', () => {
      it('refuses every non-public route without a token', async () => {
        const wrong: string[] = [];
        for (const r of m.registered) {
          const entry = m.entryOf(r)!;
          if (entry.need === 'public') continue;
          const { url, body } = requestOf(r, entry);
          const res = await m.call(null, r.method, url, body);
          if (res.statusCode !== 401) wrong.push(`${m.key(r)}: ${res.statusCode}`);
        }
        expect(wrong).toEqual([]);
      });

      it('answers each profile as its access set and the entry say', { timeout: 120_000 }, async () => {
        const wrong: string[] = [];
        // Signing out ends the caller's session: it goes last.
        const routes = [...m.registered].sort(
          (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
        );
        for (const r of routes) {
          const entry = m.entryOf(r)!;
          for (const who of entry.need === 'public' ? [null] : PROFILES) {
            const { url, body } = requestOf(r, entry);
            const res = await m.call(who, r.method, url, body);
            const allowed = who === null || m.allows(entry.need, who);
            const s = res.statusCode;
            // A rule may refuse the record a path names; the module check answers its own text.
            const moduleRefusal = s === 403 && res.json<{ message: string }>().message === MSG.noPermission;
            const inHandler = typeof entry.need === 'object' && entry.need.inHandler;
            const ok = allowed
              ? s !== 401 && (!moduleRefusal || (!!entry.rule && namesRecord(r, entry)))
              : s === 403 || (!!inHandler && (s === 400 || (!!entry.rule && s === 404)));
            if (!ok || s >= 500)
              wrong.push(`${m.key(r)} as ${who}: ${s} (${allowed ? 'allowed' : 'refused'})`);
          }
        }
        await m.signIn();
        expect(wrong).toEqual([]);
      });
    });

    describe("another representative's records", () => {
      it('are kept from vendedor on every route that takes an id', async () => {
        const [other, me] = [await userId(OTHER_REP), await userId('vendedor')];
        await ensureOwnRows(m.t.db, other);
        await ensureForeignRecords(m.t, { other: m.tokens[OTHER_REP]!, admin: m.tokens.admin! }, other, me);
        const wrong: string[] = [];
        let called = 0;
        for (const r of m.registered) {
          const entry = m.entryOf(r)!;
          if (!entry.rule || !namesRecord(r, entry)) continue;
          const own = entry.rule === 'own' ? OWN.find(([re]) => re.test(r.url)) : undefined;
          const finder = FOREIGN[entry.rule];
          if (entry.rule === 'own' ? !own : !finder) {
            wrong.push(`${m.key(r)}: no record of another for rule ${entry.rule}`);
            continue;
          }
          const id = own
            ? Number((await m.t.db.query<{ id: number }>(own[1], [other])).rows[0]?.id)
            : await finder!(m.t.db, other, me);
          if (!id) {
            wrong.push(`${m.key(r)}: the demo data holds no record of ${OTHER_REP} for rule ${entry.rule}`);
            continue;
          }
          const { url, body } = requestOf(r, entry, String(id));
          const res = await m.call('vendedor', r.method, url, body);
          called++;
          if (![403, 404].includes(res.statusCode)) wrong.push(`${m.key(r)} #${id}: ${res.statusCode}`);
          // The same record is his owner's: the refusal is the rule's, not a missing record's.
          if (r.method === 'GET' && !url.includes('/history/') && m.allows(entry.need, OTHER_REP)) {
            const owner = await m.call(OTHER_REP, r.method, url);
            if (owner.statusCode !== 200)
              wrong.push(`${m.key(r)} #${id} as ${OTHER_REP}: ${owner.statusCode}`);
          }
        }
        expect(wrong).toEqual([]);
        expect(called).toBeGreaterThan(20);
      });
    });
  });
