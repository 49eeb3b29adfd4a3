// A V8 .cpuprofile (from profiled.mjs or --cpu-prof) summed up: self time by function and by
// package (node_modules' package, the workspace's own package, node's internals), idle and GC apart.
//   node tests/bench/profile-summary.mjs FILE.cpuprofile [top=30]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));

// Time of each sample: the delta before the next one (the last counts as the mean).
const self = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i++) {
  const dt = timeDeltas[i + 1] ?? (profile.endTime - profile.startTime) / samples.length;
  self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
}

/** Where a frame's code comes from. */
const packageOf = ({ url, functionName }) => {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 14).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ws = url.match(/\/packages\/([^/]+)\//);
  return ws ? `@balcao/${ws[1]}` : url;
};

let total = 0;
let busy = 0;
const byFunction = new Map();
const byPackage = new Map();
for (const [id, t] of self) {
  const { callFrame } = nodes.get(id);
  total += t;
  if (callFrame.functionName === '(idle)') continue;
  busy += t;
  const where = callFrame.url
    ? `${callFrame.url.replace(/^.*node_modules\//, '')}:${callFrame.lineNumber + 1}`
    : '';
  const fn = `${callFrame.functionName || '(anonymous)'} ${where}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
  const pkg = packageOf(callFrame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
}
// Inclusive: a sample counts once for each package anywhere on its stack (what that package's
// calls cost, node's and other packages' work under them included).
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map();
for (const [id, t] of self) {
  if (nodes.get(id).callFrame.functionName === '(idle)') continue;
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) seen.add(packageOf(nodes.get(at).callFrame));
  for (const pkg of seen) inclusive.set(pkg, (inclusive.get(pkg) ?? 0) + t);
}
const ms = (us) => (us / 1000).toFixed(0).padStart(7);
const share = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
console.log(`profile ${ms(total)} ms, busy (not idle) ${ms(busy)} ms\n\nself time by package:`);
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`${ms(v)} ms ${share(v)}  ${k}`);
console.log('\ninclusive time by package (on the stack):');
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms(v)} ms ${share(v)}  ${k}`);
console.log(`\nself time by function (top ${top}):`);
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms(v)} ms ${share(v)}  ${k}`);
