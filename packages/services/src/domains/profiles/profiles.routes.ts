import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIONS, MODULE_NAMES, MSG } from '@balcao/schema';
import { requiredText } from '@balcao/schema/fields';
import type { Db } from '../../db/db.js';
import { idParams, success } from '../users/users.schemas.js';
import { listQuery } from '../../lib/list.js';
import * as repo from './profiles.repo.js';

const M = 'CONTROLE_DE_PERFIL';
const moduleName = z.string().refine((m) => MODULE_NAMES.has(m), 'Módulo desconhecido');
const grant = z.object({
  module: moduleName,
  permissions: z.array(z.enum(ACTIONS, { error: 'Ação desconhecida' })),
});
const exception = z.object({ name: moduleName, permission: z.enum(ACTIONS, { error: 'Ação desconhecida' }) });
const body = z.object({
  name: requiredText(100),
  description: z.string().max(300, MSG.maxLength(300)).nullish(),
  global: z.boolean().optional(),
  grants: z.array(grant),
  exceptions: z.array(exception).optional(),
  updatedAt: z.string().optional(),
});
const dto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  global: z.boolean(),
  grants: z.array(grant),
  exceptions: z.array(exception),
  userCount: z.number(),
  updatedAt: z.string(),
});

export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['profiles'];
  const can = (action: 'VISUALIZAR' | 'INCLUIR' | 'EDITAR' | 'INATIVAR' | 'EXCLUIR') => ({
    access: { module: M, action },
  });
  app.get('/profiles', {
    schema: {
      tags,
      querystring: listQuery,
      response: { 200: z.object({ rows: z.array(dto), totalRegisters: z.number() }) },
    },
    config: can('VISUALIZAR'),
    handler: (req) => repo.listProfiles(db, req.query),
  });
  app.put('/profiles/bulk', {
    schema: {
      tags,
      body: z.object({
        profiles: z
          .array(
            z.object({
              id: z.number().int(),
              active: z.boolean().optional(),
              grants: z.array(grant).optional(),
            }),
          )
          .min(1),
      }),
      response: { 200: z.array(dto) },
    },
    config: can('EDITAR'),
    handler: (req) => repo.bulkUpdate(db, req.body.profiles, req.auth.userId),
  });
  app.get('/profiles/:id', {
    schema: { tags, params: idParams, response: { 200: dto } },
    config: can('VISUALIZAR'),
    handler: (req) => repo.findProfile(db, req.params.id),
  });
  app.post('/profiles', {
    schema: { tags, body, response: { 201: dto } },
    config: can('INCLUIR'),
    handler: async (req, reply) =>
      reply.status(201).send(await repo.createProfile(db, req.body, req.auth.userId)),
  });
  app.put('/profiles/:id', {
    schema: { tags, params: idParams, body, response: { 200: dto } },
    config: can('EDITAR'),
    handler: (req) => repo.updateProfile(db, req.params.id, req.body, req.auth.userId),
  });
  app.patch('/profiles/:id/status', {
    schema: { tags, params: idParams, body: z.object({ active: z.boolean() }), response: { 200: dto } },
    config: can('INATIVAR'),
    handler: (req) => repo.setStatus(db, req.params.id, req.body.active, req.auth.userId),
  });
  app.delete('/profiles/:id', {
    schema: { tags, params: idParams, response: { 200: success } },
    config: can('EXCLUIR'),
    handler: async (req) => {
      await repo.deleteProfile(db, req.params.id, req.auth.userId);
      return { success: true };
    },
  });
};
