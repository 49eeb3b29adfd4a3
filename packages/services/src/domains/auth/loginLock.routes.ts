import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { findUser } from '../users/users.service.js';
import { idParams } from '../users/users.schemas.js';
import { loginLock, unlockLogin } from './throttle.js';

const M = 'CONTROLE_DE_USUARIO';
const lockDto = z.object({ locked: z.boolean(), failures: z.number() });

/** The sign-in lock on a user's account, as the users screen shows it and lifts it. */
export const loginLockRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];
  app.get('/users/:id/login-lock', {
    schema: { tags, params: idParams, response: { 200: lockDto } },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req) => loginLock(db, (await findUser(db, req.params.id)).userName),
  });
  app.post('/users/:id/login-lock/lift', {
    schema: { tags, params: idParams, response: { 200: lockDto } },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      const { userName } = await findUser(db, req.params.id);
      await unlockLogin(db, userName, req.auth.userId);
      return loginLock(db, userName);
    },
  });
};
