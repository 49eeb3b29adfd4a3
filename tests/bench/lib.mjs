// What the benchmark scripts share: a free port, a percentile, a throwaway database on the
// PostgreSQL server, and stopping the processes they started.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

/** A port nothing listens on now, on loopback. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * A new database on the server `adminUrl` names: its URL, and `drop()`, which removes it whatever
 * still holds it.
 */
export async function throwawayDatabase(adminUrl) {
  const name = `balcao_bench_${randomBytes(5).toString('hex')}`;
  const onServer = async (sql) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Stops a started process (SIGTERM) and waits for it to exit. */
export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Waits until the process `child` answers 200 on `${base}/readyz` (about 10 minutes at most). */
export async function waitReady(child, base) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${base} exited`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > 1200) throw new Error(`${base} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
