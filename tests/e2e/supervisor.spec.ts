import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { chooseCustomer, cpfOf, field, login, toast } from './helpers';
import { E2E_PORT } from './playwright.config';

// The product as `npm start` runs it: on its embedded database (PGlite), the demo book seeded (without
// the volume of users and orders the other specs' product on the server has). First a user's
// journey through it in the browser, then its supervisor (scripts/run-product.mjs): a part that dies
// is started again, and the product answers within 15 s. Its own ports and its own data folder.
const PORT = E2E_PORT + 40;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
const root = path.resolve(import.meta.dirname, '../..');
const UNAVAILABLE = 'Serviço indisponível. Tente novamente em instantes.';

let product: ChildProcess;
let output = '';
let dataDir: string;
test.beforeAll(async () => {
  // A fresh product migrates and seeds its database first: slower than a test's 30 s.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-supervisor-'));
  product = spawn(process.execPath, ['scripts/run-product.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      SERVICES_PORT: String(PORT + 10),
      DATA_DIR: path.join(dataDir, 'pglite'),
      SEED_BULK_USERS: '0',
      SEED_BULK_ORDERS: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  product.stdout!.on('data', (c) => (output += c));
  product.stderr!.on('data', (c) => (output += c));
  await expect.poll(() => output, { timeout: 230_000 }).toContain('Balcão está no ar');
});
test.afterAll(async () => {
  if (product.exitCode === null) {
    product.kill('SIGTERM');
    await new Promise((r) => product.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const pidOf = (name: string) => {
  const all = [...output.matchAll(new RegExp(`${name}: iniciado \\(pid (\\d+)\\)`, 'g'))];
  return Number(all.at(-1)![1]);
};
/** What a sign-in answers now: the services' own 'wrong password', or the gateway's unavailable text. */
async function signInAnswer(): Promise<string> {
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { login(userName: "ninguem", password: "x") { accessToken } }',
      }),
      signal: AbortSignal.timeout(12_000),
    });
    return ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'ok';
  } catch {
    return 'sem resposta';
  }
}

test('on PGlite: vendedor signs in on the login page, finds his orders, and a buyer he makes is saved and listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, 'vendedor');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  await page.goto('/sales/orders');
  await expect(page.locator('.grid-range')).toHaveText(/^1–10 de [\d.]+$/, { timeout: 30_000 });

  await page.goto('/client/buyers');
  const grid = page.getByRole('region', { name: 'Compradores' });
  await expect(grid.getByText('Comercial Aurora Matriz Ltda').first()).toBeVisible();
  await grid.getByRole('button', { name: 'Incluir', exact: true }).click();
  const name = `Joana Embarcada ${test.info().retry}`;
  await field(page, 'Nome').fill(name);
  await field(page, 'CPF').fill(cpfOf(`90000041${test.info().retry}`));
  await field(page, 'E-mail').fill('joana@compras.com.br');
  await field(page, 'Telefone').fill('11987654321');
  await chooseCustomer(page, 'Comercial Aurora Matriz', 'Comercial Aurora Matriz Ltda');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/buyers\/view\/\d+$/);

  await page.goto('/client/buyers');
  await grid.getByRole('searchbox', { name: 'Pesquisar' }).fill('Joana Embarcada');
  await expect(grid.getByText(name)).toBeVisible();
});

test('on PGlite: the database, its key and its files are readable and writable by their owner alone', () => {
  // The product's own folder (mkdtemp's is owner-only whatever happens inside): what the services wrote.
  const written = readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((f) =>
    path.join(dataDir, f),
  );
  expect(written.filter((f) => f.includes(`${path.sep}pglite${path.sep}`)).length).toBeGreaterThan(100);
  expect(written).toContain(path.join(dataDir, 'jwt-secret'));
  const open = written.filter((f) => statSync(f).mode & 0o077);
  expect(open).toEqual([]);
});

test('a services crash: the gateway stays up, says so in pt-BR, and the product answers again within 15 s', async () => {
  test.setTimeout(90_000);
  expect(await signInAnswer()).toBe('Usuário e/ou senha incorretos');
  const gateway = pidOf('gateway');
  process.kill(pidOf('services'), 'SIGKILL');
  const t0 = Date.now();
  await expect.poll(signInAnswer, { timeout: 5000 }).toBe(UNAVAILABLE);
  await expect
    .poll(signInAnswer, { timeout: 15_000, intervals: [250] })
    .toBe('Usuário e/ou senha incorretos');
  expect(Date.now() - t0).toBeLessThan(15_000);
  expect(pidOf('gateway')).toBe(gateway);
  expect(output).toContain('services parou');
});

test('a gateway crash: it is started again and answers within 15 s', async () => {
  test.setTimeout(60_000);
  process.kill(pidOf('gateway'), 'SIGKILL');
  const t0 = Date.now();
  await expect
    .poll(signInAnswer, { timeout: 15_000, intervals: [250] })
    .toBe('Usuário e/ou senha incorretos');
  expect(Date.now() - t0).toBeLessThan(15_000);
});

test('Ctrl+C (SIGTERM) stops both parts and the supervisor, restarting nothing', async () => {
  const parts = [pidOf('services'), pidOf('gateway')];
  product.kill('SIGTERM');
  await new Promise((r) => product.once('exit', r));
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await expect.poll(() => parts.filter(alive), { timeout: 5000 }).toEqual([]);
});
