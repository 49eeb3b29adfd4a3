import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, type Action } from '@balcao/schema';
import {
  actionFor,
  changeFields,
  displayOf,
  exportColumns,
  fieldLabels,
  recordTitle,
  resourceSchema,
  type ResourceDef,
} from '@balcao/schema/resources';
import type { Caller } from '../auth/caller.js';
import { forbidden } from '../errors.js';
import { sendListExport } from '../lib/exportJobs.js';
import {
  exportLogQuery,
  exportQuery,
  pickColumns,
  sendExport,
  type ExportColumn,
  type ExportType,
} from '../lib/exports.js';
import { list, listQuery, type ListQuery } from '../lib/list.js';
import { assertLogLimit, logColumns, logLines } from '../lib/logExport.js';
import { changeByRequest, requestChange, withChangeState } from '../domains/changeRequests/changeRequests.js';
import { HISTORY_RECORD_ACCESS } from '../domains/history/history.routes.js';
import { notifyStarted } from '../domains/workflows/executions.service.js';
import { asFields, write, type KitOptions, type ResourceArea } from './area.js';
import { listWhereOf } from './rules.js';
import { startOnSave } from './startOnSave.js';
import type { Row } from './store.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

const RAW: Record<string, ExportType> = {
  money: 'money',
  percent: 'percent',
  int: 'number',
  updatedAt: 'datetime',
};

/** The export columns of an area: the list's, as people read them (masks, 'Ativo', Sim/Não). */
export function exportOffer(def: ResourceDef): Record<string, ExportColumn<Row>> {
  return Object.fromEntries(
    exportColumns(def).map((c) => {
      const raw = RAW[c.type];
      return [
        c.key,
        raw
          ? { title: c.title, type: raw, value: (r: Row) => r[c.key] }
          : { title: c.title, type: 'text', value: (r: Row) => displayOf(def, c.key, r[c.key]) },
      ];
    }),
  );
}

/**
 * The routes of one kit area, under /services/<rest>: list, export (in the background above
 * EXPORT_BACKGROUND_ABOVE), log export, get, create (201), save (200; 409 on a stale save), and
 * where declared the change request (202) and the status toggle; each write with its history
 * entry; a create starts the area's workflow where it starts on save; the module's permission on
 * each, the area's record rule on each record.
 */
export const resourceRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  opts,
) => {
  const { db, engine, area } = opts;
  const { def, store, rule, hooks, changes } = area;
  const base = `/${def.rest}`;
  const tags = [def.rest];
  const body = resourceSchema(def, 'body');
  const status = def.writeAnswer === 'status';
  const offer = exportOffer(def);
  const labels = fieldLabels(def);
  const access = (action: Action) => ({
    access: { module: def.module, action },
  });
  if (def.access) HISTORY_RECORD_ACCESS[def.name] = rule.history;
  const listFor = async (caller: Caller) => ({ ...store.list, where: await listWhereOf(rule, db, caller) });
  /** A record as its page reads it: with its change request state where the area has one. */
  const answer = async (caller: Caller, row: Row) =>
    changes ? withChangeState(db, changes, caller, row.id, row) : row;

  app.get(base, {
    schema: { tags, querystring: listQuery },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      const page = await list<Row>(db, await listFor(req), req.query);
      if (!changes) return page;
      // The same for every row: whether this caller's changes are requests (an in-place editor's button).
      const byRequest = await changeByRequest(db, changes, req);
      return { ...page, rows: page.rows.map((r) => ({ ...r, changeByRequest: byRequest })) };
    },
  });
  app.get(`${base}/export`, {
    schema: { tags, querystring: exportQuery },
    config: access('VISUALIZAR'),
    handler: async (req, reply) => {
      const { format, columns, ...query } = req.query;
      return sendListExport<Row>(reply, {
        db,
        userId: req.auth.userId,
        list: def.rest,
        title: def.noun.many,
        format,
        columns: pickColumns(offer, columns),
        spec: await listFor(req),
        query: query as ListQuery,
      });
    },
  });
  // 'Exportar Log': the history of the records the list selects, a line per changed field.
  app.get(`${base}/export/log`, {
    schema: { tags, querystring: exportLogQuery },
    config: access('VISUALIZAR'),
    handler: async (req, reply) => {
      const { format, ...rest } = req.query;
      const query = rest as ListQuery;
      const spec = await listFor(req);
      await assertLogLimit(db, spec, query);
      const lines = logLines<Row>(db, def.name, spec, query, (r) => recordTitle(def, r));
      return sendExport(reply, format, `Log de ${def.noun.many}`, logColumns(labels), lines);
    },
  });
  app.get(`${base}/:id`, {
    schema: { tags, params: idParams },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      await rule.assert(db, req, req.params.id);
      return answer(req, await store.find(db, req.params.id));
    },
  });
  app.post(base, {
    schema: { tags, body },
    config: access(actionFor(def, 'create')),
    handler: async (req, reply) => {
      let started: number | null = null;
      const created = await db.transaction(async (tx) => {
        const after = await write(area, tx, { caller: req, input: req.body, before: null }, req.auth.userId);
        if (def.workflowStart === 'save') started = await startOnSave(tx, engine, req, def, after.id);
        // The record as the start left it (its hooks may move its status).
        return started === null ? after : store.find(tx, after.id);
      });
      if (started !== null) await notifyStarted(engine, started);
      hooks.committed?.(opts, { kind: 'create', caller: req, input: req.body, before: null, after: created });
      return status ? reply.status(201).send() : reply.status(201).send(await answer(req, created));
    },
  });
  app.put(`${base}/:id`, {
    schema: { tags, params: idParams, body },
    config: access('EDITAR'),
    handler: async (req, reply) => {
      const { id } = req.params;
      await rule.assert(db, req, id);
      if (changes && (await changeByRequest(db, changes, req))) throw forbidden(MSG.changeByRequest);
      let before: Row | null = null;
      const saved = await db.transaction(async (tx) => {
        before = await store.lockFresh(tx, id, req.body.updatedAt as string | undefined);
        return write(area, tx, { caller: req, input: req.body, before }, req.auth.userId);
      });
      hooks.committed?.(opts, { kind: 'save', caller: req, input: req.body, before, after: saved });
      return status ? reply.status(200).send() : answer(req, saved);
    },
  });
  if (changes) {
    const own = new Set(changeFields(def));
    // Whoever sees only his own records: the changed fields go to the area's workflow (202).
    app.post(`${base}/:id/change-request`, {
      schema: { tags, params: idParams, body },
      config: access('EDITAR'),
      handler: async (req, reply) => {
        const { id } = req.params;
        await rule.assert(db, req, id);
        const before = await store.find(db, id);
        // Fields outside change requests stay the record's; the asked values must be valid now
        // (the area's rules and uniqueness), and they are checked again when approved.
        const input = {
          ...store.inputOf(before),
          ...Object.fromEntries(Object.entries(req.body).filter(([k]) => own.has(k))),
        };
        await hooks.validate?.(db, { caller: req, input, before });
        await store.assertUnique(db, id, input);
        await requestChange(engine, req, changes, id, asFields(def, input));
        return reply.status(202).send(await answer(req, await store.find(db, id)));
      },
    });
  }
  if (def.active === 'toggle') {
    app.patch(`${base}/:id/active`, {
      schema: { tags, params: idParams, body: z.object({ active: z.boolean() }) },
      config: access('INATIVAR'),
      handler: async (req) => {
        const { id } = req.params;
        await rule.assert(db, req, id);
        let before: Row | null = null;
        const after = await db.transaction(async (tx) => {
          const found = (before = await store.find(tx, id));
          const { active } = req.body;
          await hooks.beforeToggle?.(tx, { caller: req, active, before: found });
          return store.set(tx, id, { active, ...hooks.onToggle?.(active, found) }, req.auth.userId);
        });
        hooks.committed?.(opts, { kind: 'toggle', caller: req, input: null, before, after });
        return after;
      },
    });
  }
  if (def.remove) {
    app.delete(`${base}/:id`, {
      schema: { tags, params: idParams, response: { 200: z.object({ success: z.boolean() }) } },
      config: access(actionFor(def, 'remove')),
      handler: async (req) => {
        await rule.assert(db, req, req.params.id);
        const before = await db.transaction(async (tx) => {
          const found = await store.find(tx, req.params.id);
          await hooks.beforeRemove?.(tx, { caller: req, before: found });
          await store.remove(tx, req.params.id, req.auth.userId);
          return found;
        });
        hooks.committed?.(opts, { kind: 'remove', caller: req, input: null, before, after: null });
        return { success: true };
      },
    });
  }
  if (hooks.extraRoutes) await app.register(hooks.extraRoutes, opts);
};
