// Starts services and the gateway from their builds, waits until each is ready, and keeps both
// running until Ctrl+C, starting again either one that stops. Env: PORT (gateway, 4000), SERVICES_PORT (4010), DATA_DIR, DATABASE_URL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4000);
const servicesPort = Number(process.env.SERVICES_PORT ?? 4010);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data', 'pglite'));
if (!process.env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });

// A supervisor: a part that stops without being asked is started again, after a pause that grows
// while it keeps failing (0.5 s, 1 s, 2 s … at most 5 s) and starts over once it has run for 30 s.
// The gateway outlives the services meanwhile and answers 'Serviço indisponível' until they are back.
const children = new Map();
// The gateway vouches to the services for each client's address with this key (sign-in throttling
// counts per address); made anew for each start unless GATEWAY_KEY is given.
const gatewayKey = process.env.GATEWAY_KEY || randomBytes(32).toString('base64url');
function start(name, script, env) {
  let delay = 500;
  const run = () => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.set(name, child);
    console.log(`${name}: iniciado (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > 30_000) delay = 500;
      console.error(`${name} parou (código ${code ?? signal}); reiniciando em ${delay / 1000}s.`);
      setTimeout(run, delay);
      delay = Math.min(delay * 2, 5000);
    });
  };
  run();
}

// READY_TIMEOUT_MS: a longer wait on a busy machine (the first start seeds the demo book).
async function waitReady(url, name, timeoutMs = Number(process.env.READY_TIMEOUT_MS) || 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} não ficou pronto em ${timeoutMs / 1000}s (${url})`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  const running = [...children.values()].filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(running.map((c) => new Promise((r) => c.on('exit', r)))).then(() => process.exit(code));
}
/** A part that never became ready at start is not retried forever: everything stops. */
function failedToStart(err) {
  console.error(err.message);
  stop(1);
  return new Promise(() => {});
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('services', 'packages/services/dist/server.js', {
  PORT: String(servicesPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // The demo runs on the simulated ERP (TOTVS) unless a real one is configured (README).
  ERP_ADAPTER: process.env.ERP_ADAPTER ?? (process.env.ERP_URL ? 'http' : 'simulated'),
  // And on the simulated commission ruler unless a real one is configured (README).
  RULER_ADAPTER: process.env.RULER_ADAPTER ?? (process.env.RULER_URL ? 'http' : 'simulated'),
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  GATEWAY_KEY: gatewayKey,
});
await waitReady(`http://127.0.0.1:${servicesPort}/readyz`, 'services').catch(failedToStart);
start('gateway', 'packages/gateway/dist/server.js', {
  PORT: String(port),
  UPSTREAM_URL: `http://127.0.0.1:${servicesPort}`,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  GATEWAY_KEY: gatewayKey,
});
await waitReady(`http://127.0.0.1:${port}/readyz`, 'gateway').catch(failedToStart);

console.log(`
Balcão está no ar: http://localhost:${port}
GraphQL: http://localhost:${port}/graphql

Usuários de demonstração (senha demo1234):
  admin      acesso total
  vendedor   representante de vendas (só as telas de vendas)
  aprovador  gerente regional (aprovações)
  semperfil  sem perfil vinculado

Ctrl+C encerra.`);
