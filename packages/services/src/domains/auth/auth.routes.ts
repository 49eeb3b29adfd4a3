import { z } from 'zod';
import { verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@balcao/schema';
import { loginSchema } from '@balcao/schema/fields';
import type { Db } from '../../db/db.js';
import type { Tokens } from '../../auth/tokens.js';
import type { Realtime } from '../../realtime/realtime.js';
import { HttpError } from '../../errors.js';
import { findUser } from '../users/users.repo.js';
import { success, userDto } from '../users/users.schemas.js';

/** Failures in this window that stop further tries: per account, and per client address. */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perAddress: 20 };

const invalid = () => new HttpError(401, 'INVALID_CREDENTIALS', MSG.invalidCredentials);

async function throttled(db: Db, userName: string, address: string) {
  const { rows } = await db.query<{ account: number; address: number }>(
    `select count(*) filter (where lower(user_name) = lower($1) and at > coalesce(
              (select max(at) from login_attempts where lower(user_name) = lower($1) and success), '-infinity'))::int as account,
            count(*) filter (where address = $2)::int as address
       from login_attempts where not success and at > now() - make_interval(mins => $3)`,
    [userName, address, THROTTLE.windowMinutes],
  );
  return rows[0]!.account >= THROTTLE.perAccount || rows[0]!.address >= THROTTLE.perAddress;
}

export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tokens: Tokens;
  dummyHash: string;
  realtime: Realtime;
}> = async (app, { db, tokens, dummyHash, realtime }) => {
  const tags = ['auth'];
  app.post('/auth/login', {
    schema: {
      tags,
      body: loginSchema,
      response: {
        200: z.object({
          accessToken: z.string(),
          expiresAt: z.string(),
          user: userDto,
          daysPasswordExpired: z.number(),
        }),
      },
    },
    config: { public: true },
    handler: async (req) => {
      const { userName, password } = req.body;
      if (await throttled(db, userName, req.ip))
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', MSG.tooManyAttempts);
      const { rows } = await db.query<{ id: number; password_hash: string; active: boolean }>(
        'select id, password_hash, active from users where lower(user_name) = lower($1)',
        [userName],
      );
      const row = rows[0];
      // Verify against a dummy hash for unknown users so that timing does not tell which names exist.
      const ok = (await verify(row?.password_hash ?? dummyHash, password)) && Boolean(row?.active);
      await db.query('insert into login_attempts (user_name, address, success) values ($1, $2, $3)', [
        userName,
        req.ip,
        ok,
      ]);
      if (!row || !ok) throw invalid();
      const user = await findUser(db, row.id);
      const { token, exp } = await tokens.sign(user.id, user.userName);
      return {
        accessToken: token,
        expiresAt: new Date(exp * 1000).toISOString(),
        user,
        daysPasswordExpired: user.daysPasswordExpired,
      };
    },
  });
  app.post('/auth/logout', {
    schema: { tags, response: { 200: success } },
    handler: async (req) => {
      await db.query(
        'insert into revoked_tokens (jti, expires_at) values ($1, to_timestamp($2)) on conflict do nothing',
        [req.auth.jti, req.auth.exp],
      );
      // Sockets opened with this token would otherwise live on until it expires.
      realtime.revokeToken(req.auth.jti);
      await db.query('delete from revoked_tokens where expires_at < now()');
      return { success: true };
    },
  });
  app.get('/auth/me', {
    schema: { tags, response: { 200: userDto } },
    handler: (req) => findUser(db, req.auth.userId),
  });
};
