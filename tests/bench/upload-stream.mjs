// One large upload and its download through the gateway, watching each process's memory: the
// file routes stream (ARCHITECTURE.md, Files), so neither process should grow by the file's size.
// Run after `pnpm -r run build`:   node tests/bench/upload-stream.mjs [megabytes=300]
//
// Services (embedded PGlite, a throwaway data folder, a limit above the file) and the gateway run
// each in its own process from their builds; this script sends the file as a stream it makes on
// the fly, so its own memory stays flat too.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const megabytes = Number(process.argv[2] ?? 300);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'balcao-upload-bench-'));
const servicesPort = 4390 + Math.floor(Math.random() * 50);
const gatewayPort = servicesPort + 100;
const children = [];

const start = (script, env) => {
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
const waitReady = async (url) => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready: ${url}`);
};
const rssMb = (pid) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) / 1024;

try {
  const services = start('packages/services/dist/server.js', {
    PORT: String(servicesPort),
    DATA_DIR: path.join(tmp, 'pglite'),
    FILES_DIR: path.join(tmp, 'files'),
    FILE_MAX_BYTES: String((megabytes + 10) * 1024 * 1024),
    JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
  });
  await waitReady(`http://127.0.0.1:${servicesPort}/readyz`);
  const gateway = start('packages/gateway/dist/server.js', {
    PORT: String(gatewayPort),
    UPSTREAM_URL: `http://127.0.0.1:${servicesPort}`,
  });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitReady(`${base}/readyz`);

  const login = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(userName: "admin", password: "demo1234") { accessToken } }',
    }),
  });
  const token = (await login.json()).data.login.accessToken;

  const peak = { gateway: 0, services: 0 };
  const before = { gateway: rssMb(gateway.pid), services: rssMb(services.pid) };
  const sample = setInterval(() => {
    peak.gateway = Math.max(peak.gateway, rssMb(gateway.pid));
    peak.services = Math.max(peak.services, rssMb(services.pid));
  }, 100);

  // A multipart body made as it is sent: head, the PNG, zeros in 1 MB pieces, tail.
  const boundary = '----balcaobench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = -2;
  const body = new ReadableStream({
    pull(c) {
      if (sent === -2) c.enqueue(head);
      else if (sent === -1) c.enqueue(PNG);
      else if (sent < megabytes) c.enqueue(chunk);
      else if (sent === megabytes) c.enqueue(tail);
      else c.close();
      sent++;
    },
  });
  let t = performance.now();
  const up = await fetch(`${base}/files/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  });
  const file = await up.json();
  const upSeconds = (performance.now() - t) / 1000;
  if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${JSON.stringify(file)}`);

  t = performance.now();
  const down = await fetch(`${base}/files/download/${file.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let received = 0;
  for await (const piece of down.body) received += piece.length;
  const downSeconds = (performance.now() - t) / 1000;
  clearInterval(sample);

  console.log(
    `| ${megabytes} MB | up ${upSeconds.toFixed(1)} s (${(megabytes / upSeconds).toFixed(0)} MB/s) | down ${downSeconds.toFixed(1)} s (${(received / 1024 / 1024 / downSeconds).toFixed(0)} MB/s) |`,
  );
  console.log(
    `| RSS gateway ${before.gateway.toFixed(0)} → peak ${peak.gateway.toFixed(0)} MB | services ${before.services.toFixed(0)} → peak ${peak.services.toFixed(0)} MB |`,
  );
  if (received !== file.size) throw new Error(`downloaded ${received} of ${file.size} bytes`);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(tmp, { recursive: true, force: true });
}
