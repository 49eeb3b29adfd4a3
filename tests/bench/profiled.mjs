// Runs a server entry under V8's CPU profiler (node:inspector, in process), for when `--cpu-prof`
// cannot be given: the profile covers from the entry's start to SIGTERM/SIGINT and is written then.
//   BENCH_PROFILE_ENTRY=packages/gateway/dist/server.js BENCH_PROFILE_OUT=/tmp/gateway.cpuprofile \
//   BENCH_GATEWAY=tests/bench/profiled.mjs BENCH_HOP_ONLY=1 node tests/bench/gateway-me.mjs 8 32
// then `node tests/bench/profile-summary.mjs /tmp/gateway.cpuprofile`. BENCH_PROFILE_INTERVAL_US
// sets the sampling interval (default 200 µs).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = process.env.BENCH_PROFILE_ENTRY ?? 'packages/gateway/dist/server.js';
const out = process.env.BENCH_PROFILE_OUT ?? `${process.pid}.cpuprofile`;
const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', {
  interval: Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 200),
});
await post('Profiler.start');

// Registered before the entry's own handlers, so the profile is written before it exits.
let written = false;
const write = () => {
  if (written) return;
  written = true;
  // The in-process session answers synchronously: the profile is on disk when this returns.
  session.post('Profiler.stop', (err, result) => {
    if (err) console.error('profile:', err);
    else writeFileSync(out, JSON.stringify(result.profile));
  });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.prependListener(signal, write);
process.prependListener('exit', write);

await import(pathToFileURL(path.resolve(entry)).href);
