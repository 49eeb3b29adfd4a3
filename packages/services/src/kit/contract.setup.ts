import { afterAll, beforeAll, expect } from 'vitest';
import type { ResourceDef } from '@balcao/schema/resources';
import { createTestApp, signInAs } from '../test/testApp.js';
import { FIXTURES } from './contract.fixtures.js';
import { sampleInput } from './contract.testkit.js';

/** Exports select more rows than this in the contract suites, so some go to the background. */
export const BACKGROUND_ABOVE = 4;
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type CallAs = Awaited<ReturnType<typeof signInAs>>;
export type Rec = Record<string, unknown> & { id: number; updatedAt: string };

/** The services app a contract suite file runs on, signed in as every caller the fixtures name. */
export function contractApp() {
  const app = {
    t: undefined as unknown as TestApp,
    call: undefined as unknown as CallAs,
    /** Numbers each sample record, so that none repeats another's unique values. */
    serial: 0,
  };
  beforeAll(async () => {
    app.t = await createTestApp({ app: { exportBackgroundAbove: BACKGROUND_ABOVE } });
    app.call = await signInAs(app.t, [
      'admin',
      'semperfil',
      'vendedor',
      'ralmeida',
      'financeiro',
      'aprovador',
    ]);
  });
  afterAll(() => app.t.close());
  return app;
}

/** One area's helpers for the contract suites: its fixture, paths and a record maker. */
export function areaKit(app: ReturnType<typeof contractApp>, name: string, def: ResourceDef) {
  const fixture = FIXTURES[name];
  const base = `/services/${def.rest}`;
  const marker = `Kit${name}`;
  const sample = (n: number, tag: string, refs: Record<string, number>) =>
    sampleInput(def, n, tag, refs, fixture?.values?.(n));

  /** Creates a record as `who`; answers it as the services read it back. */
  async function create(who = 'admin', refs: Record<string, number> = {}, tag = marker): Promise<Rec> {
    const n = ++app.serial;
    const res = await app.call(who, 'POST', base, sample(n, tag, refs));
    expect(res.statusCode, res.body).toBe(201);
    if (def.writeAnswer === 'status') {
      expect(res.body).toBe('');
      const found = (await app.call(who, 'GET', `${base}?q=${encodeURIComponent(`${tag} ${n}`)}`)).json();
      return found.rows.find((r: Rec) => String(r[def.title]).endsWith(` ${n}`));
    }
    return res.json();
  }
  const adminRefs = async (tag = marker) => (fixture?.refs ? fixture.refs(app.t, tag) : {});
  return { fixture, base, marker, sample, create, adminRefs };
}
