import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The product's processes as production runs them: each part from its build, `NODE_ENV=production`,
 * on loopback, for the several-nodes test (nodes.test.ts).
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const SCRIPTS = {
  services: 'packages/services/dist/server.js',
  gateway: 'packages/gateway/dist/server.js',
} as const;

export type Node = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** What it wrote to standard error (told when it fails to start). */
  errors(): string;
};

/** A port the kernel has free now; E2E_PORT + offset when E2E_PORT reserves a range for this checkout. */
export function portFor(offset: number): Promise<number> {
  if (process.env.E2E_PORT) return Promise.resolve(Number(process.env.E2E_PORT) + offset);
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Every process started here, so that a failed start leaves none behind (`stopAll`). */
const started = new Set<ChildProcess>();

/** Starts one part from its build; resolves once its /readyz answers 200. */
export async function startNode(
  kind: keyof typeof SCRIPTS,
  name: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 100_000,
): Promise<Node> {
  const script = SCRIPTS[kind];
  if (!existsSync(`${ROOT}/${script}`)) throw new Error(`${script} não existe: rode o build antes`);
  let stderr = '';
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (c: string) => (stderr = (stderr + c).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const node: Node = { name, port, url, child, errors: () => stderr };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} saiu com ${child.exitCode}: ${stderr}`);
    if (Date.now() > until) throw new Error(`${name} não ficou pronto em ${timeoutMs} ms: ${stderr}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return node;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops (SIGTERM) every process started here that still runs, and waits for each to be gone. */
export async function stopAll() {
  await Promise.all(
    [...started].map((child) => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return exited;
    }),
  );
}

/** Stops a node with a signal and waits for it to be gone. */
export async function stopNode(node: Node, signal: NodeJS.Signals) {
  const { child } = node;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

export type Gql<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** One GraphQL call over HTTP to a gateway, as the browser makes it. */
export async function gql<T = Record<string, unknown>>(
  gateway: Node,
  query: string,
  variables?: object,
  token?: string,
): Promise<Gql<T>> {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Gql<T>;
}

export async function login(gateway: Node, userName: string) {
  const res = await gql<{ login: { accessToken: string } }>(
    gateway,
    'mutation($u: String!) { login(userName: $u, password: "demo1234") { accessToken } }',
    { u: userName },
  );
  if (!res.data) throw new Error(`login de ${userName}: ${JSON.stringify(res.errors)}`);
  return res.data.login.accessToken;
}
