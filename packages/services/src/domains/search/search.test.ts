import { describe, expect, it } from 'vitest';
import { matchRoute, MSG, SEARCH_MSG, SEARCH_PER_AREA } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { KIT_AREAS } from '../../kit/areas.js';
import type { SearchGroup } from './search.routes.js';

const { t, call } = testAppWith(['vendedor', 'financeiro', 'semperfil', 'admin']);

const search = async (who: string, q: string) => {
  const res = await call(who, 'GET', `/services/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { groups: SearchGroup[] }).groups;
};
const group = (groups: SearchGroup[], area: string) => groups.find((g) => g.area === area);
const userId = async (userName: string) =>
  Number(
    (await t.db.query<{ id: number }>('select id from users where user_name = $1', [userName])).rows[0]!.id,
  );

describe('GET /services/search (the command palette)', () => {
  it("finds a representative's customer by part of its name, and never another representative's", async () => {
    const customers = group(await search('vendedor', 'matriz'), 'customers')!;
    expect(customers.label).toBe('Clientes');
    const mine = customers.hits.find((h) => h.title === 'Comercial Aurora Matriz Ltda')!;
    expect(mine).toMatchObject({ subtitle: expect.stringMatching(/^11\.222\.333\/0001-81 · /) });
    expect(mine.path).toBe(`/client/customer/view/${mine.id}`);

    // Rodrigo Almeida's matrix matches the same text: whoever sees every customer gets it, vendedor never.
    const all = group(await search('admin', 'matriz'), 'customers')!.hits.map((h) => h.title);
    expect(all).toContain('Eletro Litoral Matriz Ltda');
    expect(customers.hits.map((h) => h.title)).not.toContain('Eletro Litoral Matriz Ltda');
    expect(group(await search('vendedor', 'Eletro Litoral Matriz'), 'customers')).toBeUndefined();

    const { rows } = await t.db.query<{ id: number }>(
      'select id from customers where id = any($1::bigint[]) and representative_id is distinct from $2',
      [customers.hits.map((h) => h.id), await userId('vendedor')],
    );
    expect(rows).toEqual([]);
  });

  it("applies a kit area's record rule: vendedor's buyers are only his customers' buyers", async () => {
    const buyers = group(await search('admin', 'Litoral'), 'buyers');
    expect(buyers?.hits.length).toBeGreaterThan(0);
    const seen = group(await search('vendedor', 'Litoral'), 'buyers')?.hits ?? [];
    const { rows } = await t.db.query<{ id: number }>(
      `select b.id from buyers b join customers c on c.id = b.customer_id
        where b.id = any($1::bigint[]) and c.representative_id is distinct from $2`,
      [seen.map((h) => h.id), await userId('vendedor')],
    );
    expect(rows).toEqual([]);
  });

  it('searches every kit area as its list searches, top hits in its order, named as the kit names records', async () => {
    for (const { def } of KIT_AREAS) {
      const first = (await call('admin', 'GET', `/services/${def.rest}?pageSize=1`)).json().rows[0];
      // An area the demo book leaves empty (alçadas) has nothing to find.
      if (!first) continue;
      const key = Object.keys(def.fields).find(
        (k) => def.fields[k]!.search && String(first[k] ?? '').length >= 2,
      )!;
      const q = String(first[key]).slice(0, 30);
      const listed = (
        await call(
          'admin',
          'GET',
          `/services/${def.rest}?pageSize=${SEARCH_PER_AREA}&q=${encodeURIComponent(q)}`,
        )
      ).json().rows as { id: number }[];
      const hits = group(await search('admin', q), def.plural)!.hits;
      expect([def.name, hits.map((h) => h.id)]).toEqual([def.name, listed.map((r) => r.id)]);
      // Its record page; an area edited in a dialog over its list (action titles) opens the list.
      const routed = (matchRoute(def.path)?.route.variants ?? []).some((v) =>
        ['view', 'edit', 'historic'].includes(v),
      );
      expect(hits[0]!.path).toMatch(
        routed
          ? new RegExp(`^${def.path}/(view|edit|historic)/${listed[0]!.id}$`)
          : new RegExp(`^${def.path}$`),
      );
    }
  });

  it('leaves out every area whose module the caller may not view (VISUALIZAR)', async () => {
    expect(await search('semperfil', 'matriz')).toEqual([]);
    // Beatriz Financeiro holds BANCOS, neither CLIENTES nor COMPRADORES.
    const areas = (await search('financeiro', 'matriz')).map((g) => g.area);
    expect(areas).not.toContain('customers');
    expect(areas).not.toContain('buyers');

    await t.db.query(
      `update profile_grants set actions = array_remove(actions, 'VISUALIZAR')
        where module = 'CLIENTES' and profile_id = (select id from profiles where name = 'Representante de Vendas')`,
    );
    try {
      const left = (await search('vendedor', 'matriz')).map((g) => g.area);
      expect(left).not.toContain('customers');
      expect(left).toContain('buyers');
    } finally {
      await t.db.query(
        `update profile_grants set actions = array_append(actions, 'VISUALIZAR')
          where module = 'CLIENTES' and profile_id = (select id from profiles where name = 'Representante de Vendas')`,
      );
    }
  });

  it('refuses a text too short, too long or holding NUL with 400 in pt-BR', async () => {
    const cases: [string, string][] = [
      ['', SEARCH_MSG.tooShort],
      ['q= a ', SEARCH_MSG.tooShort],
      [`q=${'x'.repeat(101)}`, SEARCH_MSG.tooLong],
      ['q=ab%00cd', MSG.invalidCharacter],
      [`q=${'x'.repeat(1001)}`, MSG.formHasErrors],
    ];
    for (const [query, message] of cases) {
      const res = await call('vendedor', 'GET', `/services/search?${query}`);
      expect([query.slice(0, 12), res.statusCode, res.json().message]).toEqual([
        query.slice(0, 12),
        400,
        message,
      ]);
    }
    // Wildcards are text, not patterns.
    expect(await search('admin', '%%')).toEqual([]);
  });
});
