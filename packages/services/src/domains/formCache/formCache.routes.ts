import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MODULE_NAMES, MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { notFound, validationFailed } from '../../errors.js';

/** Largest form data kept, serialized. */
export const FORM_CACHE_MAX_BYTES = 256 * 1024;

const moduleName = z.string().refine((m) => MODULE_NAMES.has(m), 'Módulo desconhecido');
const recordKey = z.string().regex(/^(new|\d{1,18})$/, MSG.invalidValue);
const dto = z.object({
  module: z.string(),
  id: z.string().nullable(),
  new: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  cacheCreatedAt: z.string(),
  cacheUpdatedAt: z.string(),
});
type Row = {
  module: string;
  record_key: string;
  data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
};
const toDto = (r: Row): z.infer<typeof dto> => ({
  module: r.module,
  id: r.record_key === 'new' ? null : r.record_key,
  new: r.record_key === 'new',
  data: r.data,
  cacheCreatedAt: new Date(r.created_at).toISOString(),
  cacheUpdatedAt: new Date(r.updated_at).toISOString(),
});

/**
 * The form cache of spec/02 §7, per signed-in user: save `{ id, new, module, data }`, read the new
 * record's cache or a record's, delete one, or clear a module's. A user sees only his own.
 */
export const formCacheRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['form-cache'];
  const select = 'select module, record_key, data, created_at, updated_at from form_cache';

  app.post('/form-cache', {
    schema: {
      tags,
      body: z.object({
        id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]).nullish(),
        new: z.boolean(),
        module: moduleName,
        data: z.record(z.string(), z.unknown()),
      }),
      response: { 200: dto },
    },
    handler: async (req) => {
      const { module, data } = req.body;
      if (!req.body.new && (req.body.id === null || req.body.id === undefined))
        throw validationFailed([{ field: 'id', messages: [MSG.required] }]);
      const json = JSON.stringify(data);
      if (Buffer.byteLength(json) > FORM_CACHE_MAX_BYTES)
        throw validationFailed([
          { field: 'data', messages: ['Dados do formulário grandes demais para guardar'] },
        ]);
      const key = req.body.new ? 'new' : String(req.body.id);
      const { rows } = await db.query<Row>(
        `insert into form_cache (user_id, module, record_key, data) values ($1, $2, $3, $4)
         on conflict (user_id, module, record_key) do update set data = excluded.data, updated_at = now()
         returning module, record_key, data, created_at, updated_at`,
        [req.auth.userId, module, key, json],
      );
      return toDto(rows[0]!);
    },
  });

  app.get('/form-cache/:module/:id', {
    schema: { tags, params: z.object({ module: moduleName, id: recordKey }), response: { 200: dto } },
    handler: async (req) => {
      const { rows } = await db.query<Row>(
        `${select} where user_id = $1 and module = $2 and record_key = $3`,
        [req.auth.userId, req.params.module, req.params.id],
      );
      if (!rows[0]) throw notFound('Nenhum cache para este formulário');
      return toDto(rows[0]);
    },
  });

  app.delete('/form-cache/:module/:id', {
    schema: {
      tags,
      params: z.object({ module: moduleName, id: recordKey }),
      response: { 200: z.object({ success: z.boolean() }) },
    },
    handler: async (req) => {
      await db.query('delete from form_cache where user_id = $1 and module = $2 and record_key = $3', [
        req.auth.userId,
        req.params.module,
        req.params.id,
      ]);
      return { success: true };
    },
  });

  app.delete('/form-cache/:module', {
    schema: {
      tags,
      params: z.object({ module: moduleName }),
      response: { 200: z.object({ success: z.boolean(), removed: z.number() }) },
    },
    handler: async (req) => {
      const { rows } = await db.query<{ n: number }>(
        'with d as (delete from form_cache where user_id = $1 and module = $2 returning 1) select count(*)::int as n from d',
        [req.auth.userId, req.params.module],
      );
      return { success: true, removed: rows[0]!.n };
    },
  });
};
