// Starts services and the gateway from their builds, waits until each is ready, and keeps both
// running until Ctrl+C. Env: PORT (gateway, 4000), SERVICES_PORT (4010), DATA_DIR, DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4000);
const servicesPort = Number(process.env.SERVICES_PORT ?? 4010);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data', 'pglite'));
if (!process.env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });

const children = [];
function start(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} parou (código ${code ?? signal}); encerrando.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitReady(url, name, timeoutMs = 120_000) {
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
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('services', 'packages/services/dist/server.js', {
  PORT: String(servicesPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // The demo runs on the simulated ERP (TOTVS) unless a real one is configured (README).
  ERP_ADAPTER: process.env.ERP_ADAPTER ?? (process.env.ERP_URL ? 'http' : 'simulated'),
  NODE_ENV: process.env.NODE_ENV ?? 'production',
});
await waitReady(`http://127.0.0.1:${servicesPort}/readyz`, 'services');
start('gateway', 'packages/gateway/dist/server.js', {
  PORT: String(port),
  UPSTREAM_URL: `http://127.0.0.1:${servicesPort}`,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
});
await waitReady(`http://127.0.0.1:${port}/readyz`, 'gateway');

console.log(`
Balcão está no ar: http://localhost:${port}
GraphQL: http://localhost:${port}/graphql

Usuários de demonstração (senha demo1234):
  admin      acesso total
  vendedor   representante de vendas (só as telas de vendas)
  aprovador  gerente regional (aprovações)
  semperfil  sem perfil vinculado

Ctrl+C encerra.`);
