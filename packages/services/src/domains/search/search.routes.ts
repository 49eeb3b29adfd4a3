import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, SEARCH_PER_AREA, searchTextError } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { orderOf, whereOf, type ListQuery } from '../../lib/list.js';
import { KIT_AREAS } from '../../kit/areas.js';
import { customerSource, kitSource, type SearchSource } from './search.sources.js';

let sources: readonly SearchSource[] | undefined;
/**
 * Every area the palette searches: each kit area as its definition declares it, and customers.
 * Made on first use: a kit area's own rules may reach the workflow engine, which names records
 * through these sources, while the kit's area list is still being built.
 */
export const searchSources = () => (sources ??= [customerSource, ...KIT_AREAS.map(kitSource)]);

export type SearchHit = { id: number; title: string; subtitle: string; path: string };
export type SearchGroup = { area: string; label: string; hits: SearchHit[] };

/**
 * The best few records of one area for this caller: its list's search (q over the search fields,
 * the list's own trigram indexes), its record rule, its default order.
 */
async function searchIn(db: Db, source: SearchSource, caller: Caller, q: string): Promise<SearchHit[]> {
  const spec = { ...source.list, where: source.where(caller) };
  const query = { q, page: 1, pageSize: SEARCH_PER_AREA } as ListQuery;
  const { where, params } = whereOf(spec, query);
  const { rows } = await db.query<Record<string, unknown> & { id: number }>(
    `select ${spec.select} from ${spec.from} ${where} ${orderOf(spec, query)} limit ${SEARCH_PER_AREA}`,
    params,
  );
  return rows.map((row) => {
    const id = Number(row.id);
    return { id, title: source.title(row), subtitle: source.subtitle(row), path: source.path(id) };
  });
}

/**
 * GET /services/search?q=: the command palette's records, grouped per area, only the areas whose
 * module the caller may view (VISUALIZAR) and within them only the records his rule lets him see.
 * Areas without a hit are left out.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/search', {
    schema: { tags: ['search'], querystring: z.object({ q: z.string().max(1000).default('') }) },
    handler: async (req) => {
      const error = searchTextError(req.query.q);
      if (error) throw new HttpError(400, 'BAD_REQUEST', error);
      const q = req.query.q.trim();
      const visible = searchSources().filter((s) => can(req.accessSet, s.module, 'VISUALIZAR'));
      // Side by side: a database server answers the areas at once (PGlite queues them).
      const found = await Promise.all(visible.map((s) => searchIn(db, s, req, q)));
      const groups: SearchGroup[] = visible
        .map((s, i) => ({ area: s.area, label: s.label, hits: found[i]! }))
        .filter((g) => g.hits.length);
      return { groups };
    },
  });
};
