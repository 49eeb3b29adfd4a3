import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_ICONS, resolvedIcons } from './iconPaths';

const src = path.resolve(__dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !f.includes('.test.') ? [p] : [];
  });

describe('icons loaded one by one', () => {
  it('lists every icon the code names, so none needs the full map', () => {
    const named = new Set<string>();
    for (const f of files(src)) {
      const code = readFileSync(f, 'utf8');
      for (const m of code.matchAll(/icon=["']([a-z0-9-]+)["']/g)) named.add(m[1]!);
      for (const m of code.matchAll(/icon=\{[^}]*\}/g))
        for (const q of m[0].matchAll(/'([a-z0-9-]+)'/g)) named.add(q[1]!);
    }
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((n) => !(KNOWN_ICONS as readonly string[]).includes(n))).toEqual([]);
  });

  it('resolves a file for every listed icon in both sizes', () => {
    const { paths16, paths20 } = resolvedIcons();
    expect(paths16).toHaveLength(KNOWN_ICONS.length);
    expect(paths20).toHaveLength(KNOWN_ICONS.length);
  });
});
