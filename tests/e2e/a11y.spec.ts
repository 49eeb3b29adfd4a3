import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { fromUserMenu, loginAndWaitShell, shot } from './helpers';

// Accessibility of the main screens, checked in the browser: axe's WCAG 2 A and AA rules (a serious or
// critical violation fails), and every name a screen reader announces must be pt-BR (Blueprint's own
// built-in labels are English). Each test gathers every screen's problems and fails once, listing them.

const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** English words that must never reach a user: Blueprint's built-in labels and their usual kin. */
const ENGLISH =
  /\b(close|loading|increment|decrement|remove|back|steps|breadcrumbs|open|sub menu|drag|dismiss|next|previous|clear|toggle|expand|collapse|submit|cancel)\b/i;

/** A screen or part of one, named for the failure message. */
type Scan = { page: Page; screen: string; within?: Locator; selector?: string };

/** The problems of one screen, one line each: the screen, the rule, its impact, the element. */
async function problemsOf({ page, screen, within, selector }: Scan): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (selector) axe = axe.include(selector);
  const { violations } = await axe.analyze();
  const found = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => `${screen}: ${v.id} (${v.impact}) at ${n.target.join(' > ')}: ${v.help}`),
    );
  // The accessibility tree as a screen reader gets it: every quoted string in it is a name.
  const tree = await (within ?? page.locator('body')).ariaSnapshot();
  const names = [...tree.matchAll(/^\s*- ([\w-]+) "((?:[^"\\]|\\.)*)"/gm)];
  for (const [, role, name] of names) {
    if (ENGLISH.test(name!)) found.push(`${screen}: English name (serious) at ${role} "${name}"`);
    // 'Excluir:' with nothing after it: an action that does not say what it acts on.
    if (/^(button|link|menuitem)$/.test(role!) && /:\s*$/.test(name!))
      found.push(`${screen}: name without its object (serious) at ${role} "${name}"`);
  }
  return [...new Set(found)];
}

/** Opens a screen by its path and waits until its heading shows and nothing is loading. */
async function openScreen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await settled(page, page.getByRole('heading', { name: heading }).first());
}

async function settled(page: Page, shown: Locator) {
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"], .bp6-spinner, .bp6-skeleton')).toHaveCount(0, {
    timeout: 15_000,
  });
}

function expectNone(problems: string[]) {
  expect(problems.length, `accessibility problems:\n${problems.join('\n')}\n`).toBe(0);
}

test('vendedor: home, customers and a customer', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  await loginAndWaitShell(page, 'vendedor');
  await settled(page, page.getByRole('main'));
  problems.push(...(await problemsOf({ page, screen: 'home' })));

  await openScreen(page, '/client/customer', 'Clientes');
  problems.push(...(await problemsOf({ page, screen: 'customers' })));
  await page
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: /^Visualizar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/client\/customer\/view\/\d+$/);
  await settled(page, page.getByRole('tab').first());
  problems.push(...(await problemsOf({ page, screen: 'customer view' })));
  await shot(page, 'a11y-customer-view');
  // Buyers, users and the other record lists are the kit's one list, scanned on companies below.
  expectNone(problems);
});

test('aprovador: task panel, companies, bank accounts', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  await loginAndWaitShell(page, 'aprovador');
  await openScreen(page, '/administrative/taskPanelList', 'Painel de Tarefas');
  problems.push(...(await problemsOf({ page, screen: 'task panel' })));
  await openScreen(page, '/administrative/companies', 'Empresas');
  problems.push(...(await problemsOf({ page, screen: 'companies' })));
  await openScreen(page, '/financial/banks', 'Bancos');
  problems.push(...(await problemsOf({ page, screen: 'bank accounts' })));
  expectNone(problems);
});

test('admin: users, profiles, message board, its compose dialog, the notification drawer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  await loginAndWaitShell(page, 'admin');
  await openScreen(page, '/administrative/users', 'Usuários');
  problems.push(...(await problemsOf({ page, screen: 'users' })));
  await openScreen(page, '/administrative/profiles', 'Perfis');
  problems.push(...(await problemsOf({ page, screen: 'profiles' })));

  await openScreen(page, '/messageboard', 'Mural de Recados');
  problems.push(...(await problemsOf({ page, screen: 'message board' })));
  await shot(page, 'a11y-message-board');
  // By keyboard: the rows take focus and scroll sideways, and the column headers follow them.
  const rows = page.getByRole('group', { name: 'Registros: Mural de Recados' });
  await rows.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const scrolled = () =>
    page.evaluate(() => {
      const left = (q: string) =>
        document.querySelector(`${q} > .bp6-table-quadrant-scroll-container`)!.scrollLeft;
      return { rows: left('.bp6-table-quadrant-main'), headers: left('.bp6-table-quadrant-top') };
    });
  await expect.poll(async () => (await scrolled()).rows).toBeGreaterThan(0);
  await expect.poll(async () => new Set(Object.values(await scrolled())).size).toBe(1);
  await page.getByRole('button', { name: 'Novo recado' }).click();
  const compose = page.getByRole('dialog', { name: 'Novo recado' });
  await settled(page, compose);
  problems.push(
    ...(await problemsOf({ page, screen: 'compose dialog', within: compose, selector: '.bp6-dialog' })),
  );
  await page.keyboard.press('Escape');
  await expect(compose).toBeHidden();

  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  await settled(page, drawer);
  problems.push(
    ...(await problemsOf({ page, screen: 'notification drawer', within: drawer, selector: '.bp6-drawer' })),
  );
  await shot(page, 'a11y-notification-drawer');
  expectNone(problems);
});

test('admin: the edit-user dialog and the toast after saving it', async ({ page }) => {
  const problems: string[] = [];
  await loginAndWaitShell(page, 'admin');
  await fromUserMenu(page, 'Editar usuário');
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await settled(page, dialog);
  problems.push(
    ...(await problemsOf({ page, screen: 'edit-user dialog', within: dialog, selector: '.bp6-dialog' })),
  );
  // Saved unchanged: only the success toast follows.
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  const toast = page.locator('.bp6-toast').filter({ hasText: 'Usuário atualizado com sucesso' });
  await expect(toast).toBeVisible();
  problems.push(...(await problemsOf({ page, screen: 'toast', within: toast, selector: '.bp6-toast' })));
  await shot(page, 'a11y-toast');
  expectNone(problems);
});

test('negotiations: the pipeline board, the presidency and one of its deals', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  await loginAndWaitShell(page, 'admin');
  await openScreen(page, '/sales/negotiations', 'Negociações');
  await page.getByRole('radio', { name: 'Quadro' }).click();
  await settled(page, page.getByRole('region', { name: /^Rascunho: \d+/ }));
  problems.push(...(await problemsOf({ page, screen: 'negotiations board' })));
  // The next visit opens the list again as he left it: back to the grid.
  await page.getByRole('radio', { name: 'Lista' }).click();

  await openScreen(page, '/sales/presidency', /^Presidência/);
  problems.push(...(await problemsOf({ page, screen: 'presidency' })));
  await page
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: /^Editar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sales\/presidency\/edit\/\d+$/);
  await settled(page, page.getByRole('heading', { name: 'Itens da negociação' }));
  problems.push(...(await problemsOf({ page, screen: 'presidency deal' })));
  await shot(page, 'a11y-presidency-deal');
  expectNone(problems);
});
