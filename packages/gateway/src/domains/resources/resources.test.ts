import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputFields, operationNames, RESOURCES, resourceMessages } from '@balcao/schema/resources';
import { sampleInput } from '@balcao/services/test';
import { startStack, type GqlResult } from '../../test/stack.js';
import { RESOURCE_EXPORTS } from '../../files/resourceExports.js';

/**
 * The record kit's contract on the gateway, over every area: the web's generated operations are
 * valid against the generated SDL, and each reaches its REST route with ids and status mapped.
 * What the services do with them is the services' contract suite (kit/contract.test.ts).
 */
let s: Awaited<ReturnType<typeof startStack>>;
let admin = '';
let outsider = '';
beforeAll(async () => {
  s = await startStack();
  admin = await s.login('admin');
  outsider = await s.login('semperfil');
});
afterAll(() => s.close());

type Row = Record<string, unknown> & { id: string; updatedAt: string };
type Db = Awaited<ReturnType<typeof startStack>>['services']['db'];

/** References a new record of an area needs, as admin may use them. */
const REFS: Record<string, (db: Db) => Promise<Record<string, number>>> = {
  buyer: async (db) => ({
    customerId: Number((await db.query<{ id: number }>('select min(id) as id from customers')).rows[0]!.id),
  }),
};

describe.each(RESOURCES.map((d) => [d.name, d] as const))('kit area %s over the gateway', (_, def) => {
  const n = operationNames(def);
  const web = (path: string) => readFileSync(new URL(`../../../../web/src/${path}`, import.meta.url), 'utf8');
  // The record query of an area with change requests spreads the web's PendingChange fragment.
  const document =
    web(`__generated__/resources/${n.list.replace(/List$/, '')}.graphql`) +
    (def.changeRequest ? web('features/changeRequests/PendingChange.graphql') : '');
  const op = async <T>(operationName: string, variables: object, token = admin) => {
    const res = await s.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: document, operationName, variables },
    });
    return res.json() as GqlResult<T>;
  };

  it('lists, reads, creates and saves through the generated operations; stale, missing and refused as codes', async () => {
    const marker = `Gw${def.name}`;
    const input = sampleInput(def, 7001, marker, await REFS[def.name]?.(s.services.db));
    const created = await op<Record<string, unknown>>(n.create[0]!.toUpperCase() + n.create.slice(1), {
      input: { ...input, active: undefined },
    });
    expect(created.errors).toBeUndefined();

    const list = await op<Record<string, { rows: Row[]; totalRegisters: number }>>(n.list, {
      input: { q: `${marker} 7001`, pageSize: 5 },
    });
    expect(list.errors).toBeUndefined();
    const row = list.data![def.plural]!.rows[0]!;
    expect(row[def.title]).toBe(input[def.title]);

    const record = await op<Record<string, Row>>(n.record, { id: row.id });
    expect(record.data![def.name]).toMatchObject({ id: row.id, updatedAt: row.updatedAt });

    const { id, updatedAt } = row;
    const writable = [...inputFields(def).map(([k]) => k), ...(def.active === 'field' ? ['active'] : [])];
    const fields = Object.fromEntries(writable.map((k) => [k, row[k]]));
    const save = n.update[0]!.toUpperCase() + n.update.slice(1);
    expect((await op(save, { id, input: { ...fields, updatedAt } })).errors).toBeUndefined();
    const stale = await op(save, { id, input: { ...fields, updatedAt } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', current: { id: Number(id) } });

    const missing = await op(n.record, { id: '999999999' });
    expect(missing.errors?.[0]).toMatchObject({
      message: resourceMessages(def).notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const refused = await op(n.list, {}, outsider);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("names its exports for the gateway's file routes", () => {
    expect(RESOURCE_EXPORTS[def.rest]).toBe(`/services/${def.rest}/export`);
    expect(RESOURCE_EXPORTS[`${def.rest}-log`]).toBe(`/services/${def.rest}/export/log`);
  });
});
