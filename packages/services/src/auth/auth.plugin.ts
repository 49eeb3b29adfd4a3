import fp from 'fastify-plugin';
import { can, MSG, PASSWORD_LIFETIME_DAYS, type AccessSet, type Action } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { forbidden, HttpError, unauthenticated } from '../errors.js';
import { USER_ACCESS_SET_SQL } from '../domains/accesses/accesses.repo.js';
import type { TokenClaims, Tokens } from './tokens.js';
import { accessLogWriter } from './accessLog.js';
import { sessionCache } from './sessionCache.js';

export type RouteAccess = { module: string; action: Action };

// Module augmentation only merges with interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** The module × action the route requires. */
    access?: RouteAccess;
    /** Open to a user whose password expired (what he needs to set a new one). */
    allowExpired?: boolean;
  }
  interface FastifyRequest {
    auth: TokenClaims;
    accessSet: AccessSet;
  }
  interface FastifyInstance {
    /** Settles once every call answered so far is in the access log (it is written after the answer). */
    accessLogWritten(): Promise<void>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Whether the session of a token's claims lives (`ok`) and its user's password expired: `$1` the
 * user id, `$2` the token's jti, `$3` when it was signed (ms), `$4` the password's lifetime in days.
 */
const SESSION_SQL = `select (exists (select 1 from users where id = $1 and active
                       and (sessions_valid_after is null or to_timestamp($3::double precision / 1000) > sessions_valid_after
                            or sessions_kept_jti = $2))
             and not exists (select 1 from revoked_tokens where jti = $2)) as ok,
            coalesce((select password_changed_at < now() - make_interval(days => $4)
                        from users where id = $1), false) as expired`;
const sessionParams = (claims: TokenClaims) => [
  claims.userId,
  claims.jti,
  claims.issuedMs,
  PASSWORD_LIFETIME_DAYS,
];

/** The session check and, when it passes, the user's access set: one round trip and one row per request. */
const SESSION_ACCESS_SQL = `select s.ok, s.expired, a.access from (${SESSION_SQL}) s
  left join lateral (${USER_ACCESS_SET_SQL}) a on s.ok`;

type Authenticated = TokenClaims & { passwordExpired: boolean };

/**
 * The claims of a token that is valid, unexpired, not revoked, not issued before its user's
 * sessions were ended (a password change keeps only the session that made it), and whose user is
 * active; null
 * otherwise. The one check for REST calls and the socket handshake alike.
 */
export async function authenticate(db: Db, tokens: Tokens, token: string): Promise<Authenticated | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const { rows } = await db.query<{ ok: boolean; expired: boolean }>(SESSION_SQL, sessionParams(claims));
  return rows[0]?.ok ? { ...claims, passwordExpired: rows[0].expired } : null;
}

type Session = { passwordExpired: boolean; accessSet: AccessSet };

/**
 * `authenticate` and what the user may do now, read together, kept by the node until anything
 * they read changes on any node (sessionCache.ts): changes apply on the next request.
 */
function sessionsOf(db: Db, tokens: Tokens) {
  const cache = sessionCache<Session>(db);
  return async (token: string): Promise<{ claims: Authenticated; accessSet: AccessSet } | null> => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const session = await cache.get(`${claims.userId}:${claims.jti}:${claims.issuedMs}`, async () => {
      const { rows } = await db.query<{ ok: boolean; expired: boolean; access: AccessSet }>(
        SESSION_ACCESS_SQL,
        sessionParams(claims),
      );
      if (!rows[0]?.ok) return null;
      return Object.freeze({ passwordExpired: rows[0].expired, accessSet: deepFreeze(rows[0].access) });
    });
    if (!session) return null;
    return { claims: { ...claims, passwordExpired: session.passwordExpired }, accessSet: session.accessSet };
  };
}

/** Shared between requests: no request may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Every route needs a live token, then the module × action it declares; each call is recorded.
 * Checked when the request arrives, before its body is read or validated: a caller without the
 * right learns nothing of what the route would accept.
 */
export const authPlugin = fp<{ db: Db; tokens: Tokens }>(async (app, { db, tokens }) => {
  app.decorateRequest('auth', null as unknown as TokenClaims);
  app.decorateRequest('accessSet', null as unknown as AccessSet);
  const authenticateWithAccess = sessionsOf(db, tokens);

  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.public || !req.routeOptions.url) return;
    const header = req.headers.authorization;
    const session = header?.startsWith('Bearer ') ? await authenticateWithAccess(header.slice(7)) : null;
    if (!session) throw unauthenticated();
    req.auth = session.claims;
    // An expired password (90 days) opens only what setting a new one needs.
    if (session.claims.passwordExpired && !req.routeOptions.config.allowExpired)
      throw new HttpError(403, 'PASSWORD_EXPIRED', MSG.passwordExpired);
    req.accessSet = session.accessSet;
    const access = req.routeOptions.config.access;
    if (access && !can(req.accessSet, access.module, access.action)) throw forbidden();
  });

  // Written after the answer, off the caller's time, several calls in one statement under load;
  // awaited on close.
  const accessLog = accessLogWriter(db, app.log);
  app.decorate('accessLogWritten', accessLog.written);
  app.addHook('onClose', accessLog.written);
  app.addHook('onResponse', async (req, reply) => {
    if (!req.auth) return;
    await accessLog.write({
      userId: req.auth.userId,
      method: req.method,
      route: req.routeOptions.url ?? req.url,
      status: reply.statusCode,
    });
  });
});

/** For self-service routes: the user himself, or someone holding the module × action. */
export function assertSelfOr(
  req: { auth: TokenClaims; accessSet: AccessSet },
  userId: number,
  access: RouteAccess,
) {
  if (req.auth.userId !== userId && !can(req.accessSet, access.module, access.action)) throw forbidden();
}
