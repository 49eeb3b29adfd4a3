import ExcelJS from 'exceljs';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export async function login(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Usuário' }).fill(userName);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
}

let signIns = 0;

/**
 * Signs `userName` in through the API and opens the shell with his session, as the login page leaves
 * it (login.spec.ts tests that page itself): one page load instead of two.
 */
export async function loginAndWaitShell(page: Page, userName: string) {
  const res = await page.request.post('/graphql', {
    data: {
      query: `mutation($u: String!, $p: String!) { login(userName: $u, password: $p) {
        accessToken expiresAt daysPasswordExpired passwordExpiresInDays
        user { id userName name email phone file { id path } updatedAt } } }`,
      variables: { u: userName, p: DEMO_PASSWORD },
    },
  });
  const body = (await res.json()) as GqlResult<{ login: object }>;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  // The session goes where the login page keeps it, before the app's first script reads it; once
  // only, so that signing out later stays signed out.
  const flag = `e2e:session:${++signIns}`;
  await page.addInitScript(
    ([key, session]) => {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
      window.localStorage.setItem('balcao:session', session);
    },
    [flag, JSON.stringify(body.data.login)] as const,
  );
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
}

/** `userName` signed in (loginAndWaitShell) on the screen at `path`, once its heading `title` shows. */
export async function openScreenAs(page: Page, userName: string, path: string, title: string) {
  await loginAndWaitShell(page, userName);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

/** `userName` signed in (loginAndWaitShell) on the list at `path`: its grid, the region `name`. */
export async function openListAs(page: Page, userName: string, path: string, name: string) {
  await loginAndWaitShell(page, userName);
  await page.goto(path);
  return page.getByRole('region', { name });
}

/** Every leaf of the signed-in user's menu, its groups opened: the screens he reaches from it. */
export async function menuPaths(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const closed = menu.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return menu.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/** A text field by the start of its label (a required one's label goes on with '(obrigatório)'). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Types `search` in the form's Cliente field and picks `name` among the customers it finds. */
export async function chooseCustomer(page: Page, search: string, name: string) {
  await field(page, 'Cliente').fill(search);
  await page.getByRole('menu', { name: 'Clientes encontrados' }).getByText(name, { exact: true }).click();
}

/** Types `code` in the form's Produto field and picks it among the products it finds. */
export async function chooseProduct(page: Page, form: Locator, code: string) {
  await form.getByRole('textbox', { name: /^Produto/ }).fill(code);
  await page
    .getByRole('menu', { name: 'Produtos encontrados' })
    .getByText(new RegExp(`^${code} — `))
    .click();
}

/** Types `search` in the user field `label` and picks the user whose entry starts as `name`. */
export async function chooseUser(page: Page, label: string, search: string, name: RegExp) {
  await page.getByRole('textbox', { name: label }).fill(search);
  await page.getByRole('menu', { name: 'Usuários encontrados' }).getByRole('menuitem', { name }).click();
}

/** Picks `item` in the top bar's user menu. */
export async function fromUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * SOLICITAR ALTERAÇÃO on the record form of the list at `path`: the request goes to approval, its
 * workflow page opens and shows the change `row` (field, value before, value asked) among the
 * changed fields.
 */
export async function requestChange(page: Page, path: string, row: string) {
  await page.getByRole('button', { name: 'SOLICITAR ALTERAÇÃO' }).click();
  await expect(toast(page, 'Alteração cadastral enviada para aprovação')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}/workflow/\\d+$`));
  await expect(
    page.getByRole('table', { name: 'Campos alterados' }).getByRole('row', { name: row }),
  ).toBeVisible();
}

/** `userName` signed in opens the customer's record at `url` and is told he may not see it. */
export async function refusedCustomerAs(page: Page, userName: string, url: string) {
  await loginAndWaitShell(page, userName);
  await page.goto(url);
  await expect(page.getByText('Você não possui acesso a este cliente.', { exact: true })).toBeVisible();
}

/** The toast that says `text`. */
export const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

/**
 * A picture of the screen as the test left it, in tests/.artifacts/screenshots, for a person to look
 * at: taken when E2E_SHOTS=1 (the test command leaves them out; each costs a software-drawn frame).
 */
export const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS === '1')
    await page.screenshot({ path: `tests/.artifacts/screenshots/${name}.png`, fullPage: false });
};

/** `userName` signed in, in a browser context of his own: his page, and `close()` for the context. */
export async function signedIn(browser: Browser, userName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAndWaitShell(page, userName);
  return { page, close: () => context.close() };
}

/**
 * `userName`, in a browser context of his own, finds the newest task in his task panel by `search`
 * (the demo book may hold older ones alike) and opens it (the record's workflow page). Close the
 * context when done.
 */
export async function openTaskFromPanel(browser: Browser, userName: string, search: string, task: string) {
  const signed = await signedIn(browser, userName);
  const { page } = signed;
  await page.goto(`/administrative/taskPanelList?q=${encodeURIComponent(search)}&orderBy=openedAt&sort=DESC`);
  await expect(page.getByRole('region', { name: 'Painel de Tarefas' }).getByText(task).first()).toBeVisible();
  await openFirstTask(page);
  return signed;
}

/**
 * Opens the first task of the task panel as it shows now and waits until its page replaces the
 * panel. A click that lands while the grid draws its rows again (a search's results, a refresh) is
 * lost, as a user's would be: it is made again until the page moves on.
 */
export async function openFirstTask(page: Page) {
  const open = page.locator('.bp6-table-quadrant-left').getByRole('button', { name: 'Abrir tarefa' }).first();
  // The panel itself, not a task's page under it (/administrative/taskPanelList/workflow/…).
  const panel = /\/administrative\/taskPanelList\/?(\?.*)?$/;
  await expect(async () => {
    if (panel.test(page.url())) await open.click({ timeout: 2_000 });
    await expect(page).not.toHaveURL(panel, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GqlResult<T = any> = {
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** A GraphQL call with the page's own session token, as the web app makes it: the whole answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pageGql<T = any>(
  page: Page,
  query: string,
  variables: object = {},
): Promise<GqlResult<T>> {
  return page.evaluate(
    async ({ query, variables }) => {
      const token = JSON.parse(localStorage.getItem('balcao:session') ?? '{}').accessToken;
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    { query, variables },
  ) as Promise<GqlResult<T>>;
}

/** `pageGql`'s data; an error answer fails the test with its errors. */
export async function pageGqlData<T>(page: Page, query: string, variables: object = {}): Promise<T> {
  const body = await pageGql<T>(page, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A GraphQL call outside any page (another person's session, or none): the whole answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function apiGql<T = any>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
): Promise<GqlResult<T>> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as GqlResult<T>;
}

/** `apiGql`'s data; an error answer fails the test with its errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function apiData<T = any>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const body = await apiGql<T>(request, query, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** `userName`'s session token, signed in through the gateway. */
export const apiToken = async (request: APIRequestContext, userName: string, password = DEMO_PASSWORD) =>
  (
    await apiData<{ login: { accessToken: string } }>(
      request,
      'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
      { u: userName, p: password },
    )
  ).login.accessToken;

/** A valid CPF (digits) from its first nine digits: the check digits computed. */
export function cpfOf(base9: string): string {
  const digits = base9.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    digits.push(sum % 11 < 2 ? 0 : 11 - (sum % 11));
  }
  return digits.join('');
}

/** A valid CNPJ (digits) from its 8-digit root and 4-digit branch: the check digits computed. */
export function cnpjOf(root8: string, branch4 = '0001'): string {
  const digits = `${root8}${branch4}`.split('').map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((acc, w, i) => acc + w * digits[i]!, 0);
    digits.push(sum % 11 < 2 ? 0 : 11 - (sum % 11));
  }
  return digits.join('');
}

/** The password of the users a test makes for itself (the policy accepts it; the demo one is only seeded). */
export const OWN_PASSWORD = 'Vento-Azul-27';

/**
 * A user of the test's own, made by admin through the API, so that what the test changes (his password,
 * his name, his profile, a lock on him) touches no demo user that a test running beside it signs in as.
 * He holds a new profile of his own with `grants`, or `profilesOf`'s profiles. Names end with the
 * moment, so a retry makes another.
 */
export async function ownUser(
  request: APIRequestContext,
  opts: { prefix: string; name: string; grants?: string[]; profilesOf?: string },
) {
  const admin = await apiToken(request, 'admin');
  const n = Date.now().toString(36);
  const userName = `${opts.prefix}.${n}`;
  const profileName = `${opts.name} ${n}`;
  const profiles = opts.profilesOf
    ? (
        await apiData<{ me: { profiles: { id: string }[] } }>(
          request,
          '{ me { profiles { id } } }',
          {},
          await apiToken(request, opts.profilesOf),
        )
      ).me.profiles.map((p) => p.id)
    : [
        (
          await apiData<{ createProfile: { id: string } }>(
            request,
            'mutation($input: ProfileInput!) { createProfile(input: $input) { id } }',
            { input: { name: profileName, grants: opts.grants ?? [] } },
            admin,
          )
        ).createProfile.id,
      ];
  const { createUser } = await apiData<{ createUser: { id: string } }>(
    request,
    'mutation($input: UserInput!) { createUser(input: $input) { id } }',
    { input: { userName, name: opts.name, email: `${userName}@balcao.com.br`, password: OWN_PASSWORD } },
    admin,
  );
  await apiData(
    request,
    'mutation($id: ID!, $profiles: [ID!]!) { attachProfiles(userId: $id, profiles: $profiles) { id } }',
    { id: createUser.id, profiles },
    admin,
  );
  return { id: createUser.id, userName, password: OWN_PASSWORD, profileName, admin };
}

export type PricedCustomer = { id: string; corporateName: string; cnpj: string | null; cpf: string | null };
export type Priced = { productCode: string; price: string };

/** The signed-in representative's first customer and `n` products its price tables price today. */
export async function pricedProducts(page: Page, n: number) {
  const { pricingCustomers } = await pageGqlData<{ pricingCustomers: { rows: PricedCustomer[] } }>(
    page,
    `{ pricingCustomers(input: { pageSize: 1 }) { rows { id corporateName cnpj cpf } } }`,
  );
  const customer = pricingCustomers.rows[0]!;
  const priced: Priced[] = [];
  for (let p = 1; priced.length < n; p++) {
    const res = await pageGqlData<{ productPrice: Priced }>(
      page,
      `query($c: ID!, $p: String!) { productPrice(customerId: $c, productCode: $p) { productCode price } }`,
      { c: customer.id, p: `P${String(p).padStart(5, '0')}` },
    ).catch(() => null);
    if (res) priced.push(res.productPrice);
  }
  return { customer, priced };
}

/**
 * A draft deal written through GraphQL as its page would, for the signed-in user's first buyer
 * customer (the first `customer` finds, when given): `input` (its funds, period…) and an item of
 * each product of `codes` at R$ 5.000,00 (above every table's price), `quantity` units each.
 * Returns its id and number.
 */
export async function negotiationDraft(
  page: Page,
  {
    customer,
    input,
    codes,
    quantity,
  }: { customer?: string; input: object; codes: string[]; quantity: number },
) {
  const { buyerCustomers } = await pageGqlData<{ buyerCustomers: { rows: { id: string }[] } }>(
    page,
    `query($q: String) { buyerCustomers(input: { q: $q, pageSize: 1 }) { rows { id } } }`,
    { q: customer },
  );
  const { createNegotiation } = await pageGqlData<{
    createNegotiation: { id: string; negotiationNumber: string };
  }>(
    page,
    `mutation($input: NegotiationInput!) { createNegotiation(input: $input) { id negotiationNumber } }`,
    { input: { customerId: buyerCustomers.rows[0]!.id, ...input } },
  );
  for (const code of codes) {
    const { products } = await pageGqlData<{ products: { rows: { id: string; code: string }[] } }>(
      page,
      `query($q: String) { products(input: { q: $q, pageSize: 5 }) { rows { id code } } }`,
      { q: code },
    );
    await pageGqlData(
      page,
      `mutation($input: NegotiationItemInput!) { createNegotiationItem(input: $input) { id } }`,
      {
        input: {
          negotiationId: createNegotiation.id,
          productId: products.rows.find((p) => p.code === code)!.id,
          negotiatedQuantity: quantity,
          negotiatedPriceWithoutIpi: '5000.00',
        },
      },
    );
  }
  return createNegotiation;
}

/**
 * Opens the notification panel, waits for the 'Arquivo pronto' notification of a background file
 * whose text matches `name`, and opens it: the browser's download.
 */
export async function readyFile(page: Page, name: RegExp) {
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  const ready = drawer.getByRole('listitem', { name: 'Arquivo pronto' }).filter({ hasText: name }).first();
  await expect(ready).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ready.getByRole('button', { name: 'Abrir' }).click(),
  ]);
  return { ready, download };
}

/** A file to upload: an XLSX workbook named `name` with one sheet, `sheet`: `headers`, then `rows`. */
export async function xlsxFile(name: string, sheet: string, headers: unknown[], rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const worksheet = book.addWorksheet(sheet);
  worksheet.addRow(headers);
  for (const r of rows) worksheet.addRow(r);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** BAIXAR RELATÓRIO DE ERROS of an import's outcome: the report's rows as cells, its header first. */
export async function errorReportRows(page: Page, outcome: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    outcome.getByRole('button', { name: 'BAIXAR RELATÓRIO DE ERROS' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  return Array.from({ length: sheet.actualRowCount }, (_, n) =>
    (sheet.getRow(n + 1).values as unknown[]).slice(1),
  );
}

/** The import screen of the list at `path`, opened from its IMPORTAR button: its panel. */
export async function importPanelOf(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'IMPORTAR' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/import$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return page.locator('.import-panel');
}

/**
 * The error report of a sales import's file with three bad rows, at the sheet's `lines`: an unknown
 * product (NAOEXISTE), a price below the table's floor and no quantity, each with its reason.
 */
export async function expectThreeBadRows(page: Page, outcome: Locator, headers: string[], lines: number[]) {
  const [header, ...report] = await errorReportRows(page, outcome);
  expect(header).toEqual(['Linha', ...headers, 'Motivo']);
  expect(report).toHaveLength(3);
  expect(report.map((r) => r[0])).toEqual(lines);
  expect(report[0]!.at(-1)).toBe('Produto não encontrado: NAOEXISTE');
  expect(report[1]!.at(-1)).toMatch(/^Preço abaixo do mínimo da tabela de preço \(R\$ [\d.]+,\d\d\)$/);
  expect(report[2]!.at(-1)).toBe('Quantidade: preenchimento obrigatório.');
}

type ErpClient = { cnpj: string; corporateName: string };

/**
 * A customer of one of `clients` (clients the simulated TOTVS knows), under a company of its own: the
 * first client no other spec took (a taken CNPJ is refused, and the next is tried); null when none is left.
 */
export async function erpClientCustomer(
  page: Page,
  clients: readonly ErpClient[],
  input: { code: string; shortName: string; representativeId?: string },
) {
  for (const client of clients) {
    const company = await pageGqlData<{ createCompany: { id: string } }>(
      page,
      'mutation($input: CompanyInput!) { createCompany(input: $input) { id } }',
      { input: { code: input.code, cnpj: client.cnpj, corporateName: client.corporateName } },
    ).catch(() => null);
    if (!company) continue;
    const { saveCustomer } = await pageGqlData<{ saveCustomer: { id: string } }>(
      page,
      'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      {
        input: {
          personType: 'PJ',
          companyId: company.createCompany.id,
          cnpj: client.cnpj,
          corporateName: client.corporateName,
          shortName: input.shortName,
          ...(input.representativeId ? { representativeId: input.representativeId } : {}),
        },
      },
    );
    return { id: saveCustomer.id, ...client };
  }
  return null;
}
