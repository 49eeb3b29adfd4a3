// Gzip size of the JavaScript and CSS the browser loads for /login and for the shell's first
// screen, from the production build (`pnpm --filter @balcao/web build`):
//   node tests/bench/bundle-size.mjs
// scripts/check-bundle.mjs holds the same figures to their budgets in the test command.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = new URL('../../packages/web/dist/', import.meta.url);
const src = new URL('../../packages/web/src/', import.meta.url);

/** The 16px icons the first screen draws: every icon named in the components it renders. */
const firstScreenFiles = [
  'app/shell/Shell.tsx',
  'app/shell/TopBar.tsx',
  'app/shell/SideMenu.tsx',
  'app/shell/UserMenu.tsx',
  'features/home/HomePage.tsx',
];

/** `{ '/login': { js, css }, 'shell first screen': { js, css }, icons }`, in bytes of gzip. */
export function measureFirstLoad() {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  /** A chunk with everything it imports statically (what the browser fetches before running it). */
  const closure = (key, seen = new Set()) => {
    if (!key) throw new Error('a chunk the first load needs is missing from the build');
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  // A chunk's own key, never the key of the CSS it emits beside it (which one comes first in the
  // manifest depends on their hashes).
  const byFile = (part) => Object.keys(manifest).find((k) => k.includes(part) && !k.endsWith('.css'));
  const gz = (file) => gzipSync(readFileSync(new URL(file, dist))).length;
  const measure = (keys) => {
    let js = 0;
    let css = 0;
    const files = new Set();
    for (const k of keys) {
      files.add(manifest[k].file);
      for (const c of manifest[k].css ?? []) files.add(c);
    }
    for (const f of files) {
      if (f.endsWith('.css')) css += gz(f);
      else js += gz(f);
    }
    return { js, css };
  };
  const icons = new Set();
  for (const f of firstScreenFiles) {
    const code = readFileSync(new URL(f, src), 'utf8');
    for (const m of code.matchAll(/icon=["']([a-z0-9-]+)["']/g)) icons.add(m[1]);
    for (const m of code.matchAll(/icon=\{[^}]*\}/g))
      for (const q of m[0].matchAll(/'([a-z0-9-]+)'/g)) icons.add(q[1]);
  }
  const iconKeys = [...icons].map((n) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/16px/paths/${n}.js`));
    if (!key) throw new Error(`icon ${n} has no chunk of its own: add it to KNOWN_ICONS (lib/iconPaths.ts)`);
    return key;
  });
  const entry = closure(entryKey);
  return {
    '/login': measure(closure(byFile('app/auth/LoginPage.tsx'), new Set(entry))),
    // The signed-in app (GraphQL client, session, shell) and the icons it draws: the icon list
    // comes with the first one, then each icon's own chunk.
    'shell first screen': measure(
      iconKeys.reduce(
        (seen, k) => closure(k, seen),
        closure(byFile('lib/iconPaths.ts'), closure(byFile('SignedInApp'), new Set(entry))),
      ),
    ),
    icons: [...icons],
  };
}

export const kb = (n) => (n / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { icons, ...screens } = measureFirstLoad();
  console.log('| screen | JS gzip KB | CSS gzip KB |\n|---|---|---|');
  for (const [name, { js, css }] of Object.entries(screens))
    console.log(`| ${name} | ${kb(js)} | ${kb(css)} |`);
  console.log(`\nshell icons counted (${icons.length}): ${icons.join(', ')}`);
}
