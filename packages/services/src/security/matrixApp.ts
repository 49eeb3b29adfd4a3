import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { can, type AccessSet } from '@balcao/schema';
import { kitAreaOf, restMatrix, type Need, type RestEntry } from '@balcao/schema/authz';
import { RESOURCES } from '@balcao/schema/resources';
import { createTestApp } from '../test/testApp.js';

/** The demo profiles every route is called as (README: demo users), and another representative. */
export const PROFILES = ['admin', 'vendedor', 'aprovador', 'financeiro', 'semperfil'] as const;
export const OTHER_REP = 'ralmeida';

export type Route = { method: string; url: string; config: RouteOptions['config'] };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Path parameters as the matrix test fills them: ids that name no record, names that exist. */
const FILL: Record<string, string> = { entity: 'customer', module: 'CLIENTES', gridKey: 'customers' };
export const fillPath = (url: string, id = '999999') =>
  url.replace(/:(\w+)/g, (_, p: string) => (/id$/i.test(p) ? id : (FILL[p] ?? 'x')));
export const takesId = (url: string) => /:\w*id\b/i.test(url);
/** Whether the route names the record its rule applies to: in its path, or in a query or body field. */
export const namesRecord = (r: Route, entry: RestEntry) => takesId(r.url) || !!entry.record;

/**
 * The request the matrix test sends: the entry's sample query and body, and `id` (a record that
 * does not exist, unless given) in the path and in the field the entry names the record by.
 */
export function requestFor(r: Route, entry: RestEntry, id = '999999') {
  const query = { ...entry.sample?.query };
  let body = entry.sample?.body as Record<string, unknown> | undefined;
  if (entry.record && 'query' in entry.record) query[entry.record.query] = id;
  if (entry.record && 'body' in entry.record) {
    const field = entry.record.body;
    body = { ...body, [field]: typeof body?.[field] === 'number' ? Number(id) : id };
  }
  const path = fillPath(r.url, id);
  return { url: Object.keys(query).length ? `${path}?${new URLSearchParams(query)}` : path, body };
}

/**
 * The services on a fresh seeded database, every route as registered (method and config), and the
 * demo users signed in: one setup for the matrix and the fuzzing suites.
 */
export async function startMatrixApp() {
  const registered: Route[] = [];
  const t = await createTestApp({
    app: {
      onRoute: (r) => {
        for (const method of [r.method].flat())
          if (method !== 'HEAD') registered.push({ method, url: r.url, config: r.config });
      },
    },
  });
  const tokens: Record<string, string> = {};
  const accessSets: Record<string, AccessSet> = {};
  /** Signs the demo users in (again, after a route ended their sessions). */
  async function signIn() {
    for (const u of [...PROFILES, OTHER_REP]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/services/auth/login',
        payload: { userName: u, password: 'demo1234' },
      });
      tokens[u] = res.json<{ accessToken: string }>().accessToken;
      accessSets[u] = (await call(u, 'GET', '/services/accesses/me')).json<AccessSet>();
    }
  }
  await signIn();
  function call(
    who: string | null,
    method: string,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: method as Method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });
  }
  const key = (r: Route) => `${r.method} ${r.url}`;
  const listed = restMatrix();
  /** The entry of a route: listed, or an extra route of a kit area under its module. */
  const entryOf = (r: Route): RestEntry | undefined => {
    const own = listed[key(r)];
    if (own) return own;
    const area = kitAreaOf(RESOURCES, r.url);
    const access = r.config?.access;
    return area && access?.module === area.module ? { need: { ...access } } : undefined;
  };
  const allows = (need: Need, who: string) =>
    typeof need === 'string' || can(accessSets[who], need.module, need.action);
  return { t, registered, signIn, tokens, accessSets, call, key, listed, entryOf, allows };
}
export type MatrixApp = Awaited<ReturnType<typeof startMatrixApp>>;
