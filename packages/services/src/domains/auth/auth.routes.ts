import { z } from 'zod';
import { verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessTimeZone, MSG, PASSWORD_LIFETIME_DAYS } from '@balcao/schema';
import { loginSchema } from '@balcao/schema/fields';
import type { Db } from '../../db/db.js';
import type { Tokens } from '../../auth/tokens.js';
import type { Realtime } from '../../realtime/realtime.js';
import { HttpError, validationFailed } from '../../errors.js';
import { success, userDto } from '../users/users.schemas.js';
import { throttled } from './throttle.js';
import { passwordProblems } from '../../auth/passwordPolicy.js';
import { findUser, saveUserFields, usersArea } from '../users/users.service.js';

/** Whole days left before the password expires (negative once it has). */
async function passwordExpiresInDays(db: Db, userId: number) {
  const { rows } = await db.query<{ days: number }>(
    `select (${PASSWORD_LIFETIME_DAYS} - floor(extract(epoch from (now() - password_changed_at)) / 86400))::int as days
       from users where id = $1`,
    [userId],
  );
  return rows[0]?.days ?? 0;
}

const invalid = () => new HttpError(401, 'INVALID_CREDENTIALS', MSG.invalidCredentials);

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
          passwordExpiresInDays: z.number(),
        }),
      },
    },
    config: { public: true },
    handler: async (req) => {
      const { userName, password } = req.body;
      if (await throttled(db, userName, req.clientAddress))
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
        req.clientAddress,
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
        passwordExpiresInDays: await passwordExpiresInDays(db, user.id),
      };
    },
  });
  // The signed-in user's own password: the current one, then the new one; his other sessions end.
  app.post('/auth/password', {
    schema: {
      tags,
      body: z.object({ currentPassword: z.string().max(1024), password: z.string().max(1024) }),
      response: { 200: success },
    },
    config: { allowExpired: true },
    handler: async (req) => {
      const { password, currentPassword } = req.body;
      // An empty one is too short here (a save without one keeps the password).
      if (!password)
        throw validationFailed([
          { field: 'password', messages: passwordProblems(password, { userName: req.auth.userName }) },
        ]);
      await saveUserFields({ db, realtime, area: usersArea }, req, req.auth.userId, {
        password,
        currentPassword,
      });
      return { success: true };
    },
  });
  app.post('/auth/logout', {
    config: { allowExpired: true },
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
  // What every screen follows, asked before and after signing in: the business's time zone.
  app.get('/auth/settings', {
    config: { public: true },
    schema: { tags, response: { 200: z.object({ timeZone: z.string() }) } },
    handler: () => ({ timeZone: businessTimeZone() }),
  });
  app.get('/auth/me', {
    config: { allowExpired: true },
    schema: { tags, response: { 200: userDto } },
    handler: (req) => findUser(db, req.auth.userId),
  });
};
