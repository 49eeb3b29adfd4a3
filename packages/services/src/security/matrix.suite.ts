import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_WORKFLOW, MSG } from '@balcao/schema';
import { kitAreaOf, type RestEntry } from '@balcao/schema/authz';
import { RESOURCES, type ResourceDef } from '@balcao/schema/resources';
import { FIXTURES, sampleInput } from '../test/testApp.js';
import { uploadDocument } from '../domains/customers/customers.testkit.js';
import { ensureOwnRows, FOREIGN, OWN } from './foreignIds.js';
import { fillPath, OTHER_REP, PROFILES, takesId, type MatrixApp, type Route } from './matrixApp.js';

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

/** A body the route's schema accepts where the rule is checked after it (a kit area's save). */
function bodyFor(r: Route, entry: RestEntry): unknown {
  if (entry.sample?.body !== undefined) return entry.sample.body;
  if (r.method === 'GET' || r.method === 'DELETE') return undefined;
  const area = kitAreaOf(RESOURCES, r.url);
  if (area && /\/:id(\/change-request)?$/.test(r.url)) return kitBody(area);
  if (area && r.url.endsWith('/active')) return { active: true };
  return {};
}
const kitBody = (def: ResourceDef) => {
  const refs = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.type === 'ref')
      .map(([k]) => [k, 1]),
  );
  // Values that pass the area's own schema (a valid CNPJ, a bank code), as the contract suite's.
  return sampleInput(def, 1, 'MATRIZ', refs, FIXTURES[def.name]?.values?.(1));
};
const withQuery = (url: string, entry: RestEntry) =>
  entry.sample?.query ? `${url}?${new URLSearchParams(entry.sample.query)}` : url;

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
          const res = await m.call(null, r.method, fillPath(r.url), bodyFor(r, entry));
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
            const res = await m.call(who, r.method, withQuery(fillPath(r.url), entry), bodyFor(r, entry));
            const allowed = who === null || m.allows(entry.need, who);
            const s = res.statusCode;
            // A rule may refuse the record a path names; the module check answers its own text.
            const moduleRefusal = s === 403 && res.json<{ message: string }>().message === MSG.noPermission;
            const inHandler = typeof entry.need === 'object' && entry.need.inHandler;
            const ok = allowed
              ? s !== 401 && (!moduleRefusal || (!!entry.rule && takesId(r.url)))
              : s === 403 || (!!inHandler && (s === 400 || (!!entry.rule && s === 404)));
            if (!ok || s >= 500)
              wrong.push(`${m.key(r)} as ${who}: ${s} (${allowed ? 'allowed' : 'refused'})`);
          }
        }
        await m.signIn();
        expect(wrong).toEqual([]);
      });
    });

    /** A customer document and a running workflow of another representative's customer. */
    async function ensureRecords(other: number, me: number) {
      const customer = await FOREIGN.customer!(m.t.db, other, me);
      // Only a customer in pre-registration goes to approval.
      await m.t.db.query(`update customers set status = 'PRE_REGISTRATION' where id = $1`, [customer]);
      const started = await m.call(OTHER_REP, 'POST', '/services/workflows/startExecution', {
        workflowTypeCode: CUSTOMER_WORKFLOW,
        registerId: String(customer),
      });
      expect(started.statusCode, started.body).toBeLessThan(300);
      const doc = await uploadDocument(m.t, m.tokens.admin!, customer!, {
        title: 'Contrato',
        alias: 'SOCIAL_CONTRACT',
      });
      expect(doc.statusCode, doc.body).toBe(201);
    }

    describe("another representative's records", () => {
      it('are kept from vendedor on every route that takes an id', async () => {
        const [other, me] = [await userId(OTHER_REP), await userId('vendedor')];
        await ensureOwnRows(m.t.db, other);
        await ensureRecords(other, me);
        const wrong: string[] = [];
        let called = 0;
        for (const r of m.registered) {
          const entry = m.entryOf(r)!;
          if (!entry.rule || !takesId(r.url)) continue;
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
          const url = withQuery(fillPath(r.url, String(id)), entry);
          const res = await m.call('vendedor', r.method, url, bodyFor(r, entry));
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
