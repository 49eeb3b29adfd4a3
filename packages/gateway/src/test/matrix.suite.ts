import { beforeAll, describe, expect, it } from 'vitest';
import { can, type AccessSet } from '@balcao/schema';
import {
  graphqlMatrix,
  kitAreaOf,
  kitGraphql,
  restMatrix,
  type GraphqlEntry,
  type GraphqlRoot,
} from '@balcao/schema/authz';
import { RESOURCES } from '@balcao/schema/resources';
import {
  ensureForeignRecords,
  ensureOwnRows,
  FIXTURES,
  FOREIGN,
  OWN,
  sampleInput,
} from '@balcao/services/test';
import { buildSchema } from '../graphql/schema.js';
import type { startStack } from './stack.js';
import {
  documentFor,
  operationsOf,
  recordArgOf,
  recordArgs,
  sampleArgs,
  type Operation,
} from './operations.js';

/**
 * The authorization matrix (@balcao/schema/authz) through the gateway: every operation of the
 * schema has its entry and calls the REST route listed, answers each demo profile as that route's
 * entry says, and keeps another representative's records from vendedor.
 */
const PROFILES = ['admin', 'vendedor', 'aprovador', 'financeiro', 'semperfil'] as const;
const OTHER_REP = 'ralmeida';
const rest = restMatrix();
const listed = graphqlMatrix();
const operations = operationsOf(buildSchema());
const entryOf = (op: Operation): GraphqlEntry | undefined => listed[op.root][op.name];

let s: Stack;
const tokens: Record<string, string> = {};
const accessSets: Record<string, AccessSet> = {};
const ids: Record<string, number> = {};
async function signIn() {
  for (const u of [...PROFILES, OTHER_REP]) tokens[u] = await s.login(u);
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/** The matrix's tests, over the stack `stack()` gives once the file's setup has started it. */
export const matrixSuite = (stack: () => Stack) =>
  describe('authorization matrix through the gateway', () => {
    beforeAll(async () => {
      s = stack();
      await signIn();
      for (const u of [...PROFILES, OTHER_REP]) {
        const res = await s.services.app.inject({
          method: 'GET',
          url: '/services/accesses/me',
          headers: { authorization: `Bearer ${tokens[u]}` },
        });
        accessSets[u] = res.json<AccessSet>();
        const { rows } = await s.services.db.query<{ id: number }>(
          'select id from users where user_name = $1',
          [u],
        );
        ids[u] = Number(rows[0]!.id);
      }
    });

    /** A kit area's valid record, where the operation takes one: its rule, not validation, answers. */
    function kitInput(op: Operation, entry: GraphqlEntry) {
      const area = 'rest' in entry ? kitAreaOf(RESOURCES, entry.rest.split(' ')[1]!) : undefined;
      // The kit's own writes only: an area's extra mutation (a profiles' bulk update) takes its own input.
      if (!area || op.root !== 'Mutation' || !kitGraphql(area).Mutation[op.name]) return {};
      const refs = Object.entries(area.fields).filter(([, f]) => f.type === 'ref' || f.type === 'refList');
      // Values that pass the area's own schema (a valid CNPJ, a bank code), as the contract suite's.
      const own = FIXTURES[area.name]?.values?.(1);
      return { input: sampleInput(area, 1, 'MATRIZ', Object.fromEntries(refs.map(([k]) => [k, 1])), own) };
    }

    /** Calls one operation as `who` and reads which services routes it reached (their access log). */
    async function call(op: Operation, who: string, values: Record<string, unknown> = {}) {
      const entry = entryOf(op)!;
      const vars = sampleArgs(op.field.args, {
        ...kitInput(op, entry),
        ...('args' in entry ? entry.args : {}),
        ...values,
      });
      // The access log is written after each answer: the calls before this one are in it first.
      await s.services.app.accessLogWritten();
      const { rows } = await s.services.db.query<{ m: number }>(
        'select coalesce(max(id), 0) as m from access_log where user_id = $1',
        [ids[who]],
      );
      const res = await s.gql<Record<string, unknown>>(documentFor(op, Object.keys(vars)), vars, tokens[who]);
      await s.services.app.accessLogWritten();
      const reached = await s.services.db.query<{ route: string }>(
        `select method || ' ' || route as route from access_log where user_id = $1 and id > $2 order by id`,
        [ids[who], rows[0]!.m],
      );
      const codes = (res.errors ?? []).map((e) => String(e.extensions.code));
      return { res, codes, routes: reached.rows.map((r) => r.route) };
    }

    it('lists every operation of the schema, and none it lacks', () => {
      const missing = operations.filter((op) => !entryOf(op)).map((op) => `${op.root}.${op.name}`);
      expect(missing, 'operations without an entry in @balcao/schema/authz').toEqual([]);
      const names = new Set(operations.map((op) => `${op.root}.${op.name}`));
      const stale = (Object.keys(listed) as GraphqlRoot[]).flatMap((root) =>
        Object.keys(listed[root])
          .filter((name) => !names.has(`${root}.${name}`))
          .map((n) => `${root}.${n}`),
      );
      expect(stale, 'entries without their operation').toEqual([]);
      const unknown = (Object.values(listed) as Record<string, GraphqlEntry>[])
        .flatMap((fields) => Object.values(fields))
        .filter((e) => 'rest' in e && !rest[e.rest]);
      expect(unknown, 'entries naming a route the REST matrix lacks').toEqual([]);
    });

    it(
      'calls the listed route, and answers each profile as that route is listed',
      { timeout: 300_000 },
      async () => {
        const wrong: string[] = [];
        // Signing out ends the caller's session: it goes last.
        const ops = operations
          .filter((op) => op.root !== 'Subscription')
          .sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
        for (const op of ops) {
          const entry = entryOf(op)!;
          if (!('rest' in entry) || entry.rest.endsWith('/auth/login')) continue;
          const { need, rule } = rest[entry.rest]!;
          const results = await Promise.all(PROFILES.map((who) => call(op, who)));
          PROFILES.forEach((who, i) => {
            const { codes, routes } = results[i]!;
            const allowed = typeof need === 'string' || can(accessSets[who], need.module, need.action);
            const where = `${op.root}.${op.name} as ${who}`;
            if (codes.includes('INTERNAL_SERVER_ERROR')) wrong.push(`${where}: internal error`);
            if (routes.length && routes[0] !== entry.rest)
              wrong.push(`${where}: reached ${routes.join(', ')}`);
            if (allowed) {
              // A record rule refuses an id he may not reach, or a new record under a parent (the
              // kit input's references) he may not reach.
              const area = kitAreaOf(RESOURCES, entry.rest.split(' ')[1]!);
              const ruled =
                (!!rule && !!recordArgOf(op, entry)) || (!!area?.access && 'input' in kitInput(op, entry));
              if (codes.includes('UNAUTHENTICATED') || (codes.includes('FORBIDDEN') && !ruled))
                wrong.push(`${where}: ${codes.join(', ')} (allowed)`);
            } else if (!codes.includes('FORBIDDEN') && !(typeof need === 'object' && need.inHandler)) {
              wrong.push(`${where}: ${codes.join(', ') || 'answered'} (refused)`);
            }
          });
        }
        await signIn();
        expect(wrong).toEqual([]);
      },
    );

    it("keeps another representative's records from vendedor on every operation that takes an id", async () => {
      const [other, me] = [ids[OTHER_REP]!, ids.vendedor!];
      await ensureOwnRows(s.services.db, other);
      await ensureForeignRecords(s.services, { other: tokens[OTHER_REP]!, admin: tokens.admin! }, other, me);
      const wrong: string[] = [];
      let called = 0;
      for (const op of operations) {
        const entry = entryOf(op);
        if (!entry || !('rest' in entry)) continue;
        const arg = recordArgOf(op, entry);
        const { rule } = rest[entry.rest]!;
        if (!rule || !arg) continue;
        const path = entry.rest.split(' ')[1]!;
        const own = rule === 'own' ? OWN.find(([re]) => re.test(path)) : undefined;
        const id = own
          ? Number((await s.services.db.query<{ id: number }>(own[1], [other])).rows[0]?.id)
          : await FOREIGN[rule]?.(s.services.db, other, me);
        if (!id) {
          wrong.push(`${op.root}.${op.name}: no record of ${OTHER_REP} for rule ${rule}`);
          continue;
        }
        const { res, codes } = await call(op, 'vendedor', recordArgs(op, arg, String(id)));
        called++;
        // A handler that checks after validating refuses an invalid request first (REST matrix: inHandler).
        const need = rest[entry.rest]!.need;
        const validatedFirst =
          typeof need === 'object' && need.inHandler && codes.includes('VALIDATION_FAILED');
        const refused = codes.includes('FORBIDDEN') || codes.includes('NOT_FOUND') || validatedFirst;
        if (!refused || res.data?.[op.name])
          wrong.push(`${op.root}.${op.name} #${id}: ${codes.join(', ') || 'answered'}`);
      }
      expect(wrong).toEqual([]);
      expect(called).toBeGreaterThan(15);
    });
  });
