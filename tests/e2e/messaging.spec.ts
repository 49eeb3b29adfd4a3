import { expect, test, type Browser, type Page } from './fixtures';
import { loginAndWaitShell, pageGql as gql, shot } from './helpers';

// Real time, notifications and the message board (spec/01 §2, §4, §7–§9), two users at once.

async function signedIn(browser: Browser, userName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAndWaitShell(page, userName);
  return page;
}

const badge = (page: Page, label: 'Mural de recados' | 'Notificações') =>
  page
    .locator('.count-button')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) })
    .locator('.count-badge');

test('a board message reaches the recipient’s badge at once; opening it marks it read', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin');
  const vendedor = await signedIn(browser, 'vendedor');
  await expect(badge(vendedor, 'Mural de recados')).toHaveText('2');

  await admin.goto('/messageboard');
  await admin.getByRole('button', { name: 'Novo recado' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Novo recado' });
  await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Reunião de vendas');
  await dialog
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Amanhã às 9h na sala 2, com a tabela nova de preços em mãos.');
  await dialog.getByRole('searchbox', { name: 'Buscar usuário' }).fill('vendedor');
  // By login, as a user would find him among people of like names.
  await dialog.getByRole('checkbox', { name: /\(vendedor\)$/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'ENVIAR' }).click();
  // No reload on the recipient's side: the count arrives over the socket.
  await expect(badge(vendedor, 'Mural de recados')).toHaveText('3', { timeout: 1000 });
  await expect(admin.getByText('Mensagem enviada com sucesso')).toBeVisible();

  await vendedor.getByRole('button', { name: 'Mural de recados', exact: true }).click();
  const panel = vendedor.getByRole('dialog', { name: 'Mural de Recados' });
  // The preview is cut at 45 characters.
  await expect(panel.getByRole('listitem', { name: 'Reunião de vendas' })).toContainText(
    `${'Amanhã às 9h na sala 2, com a tabela nova de preços em mãos.'.slice(0, 45).trimEnd()}...`,
  );
  await shot(vendedor, 'messaging-board-panel');
  await panel.getByRole('button', { name: 'Reunião de vendas' }).click();
  const preview = vendedor.getByRole('dialog', { name: 'Reunião de vendas' });
  await expect(preview).toContainText('Administrador do Sistema');
  await expect(preview).toContainText('Amanhã às 9h na sala 2');
  await shot(vendedor, 'messaging-preview');
  await expect(badge(vendedor, 'Mural de recados')).toHaveText('2');
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await expect(panel.getByRole('listitem', { name: 'Reunião de vendas' })).toHaveCount(0);

  // Clear all: every unread one marked read, the empty text, no badge.
  await panel.getByRole('checkbox', { name: 'Selecionar todos' }).check({ force: true });
  await panel.getByRole('button', { name: 'Limpar selecionados' }).click();
  await expect(panel.getByText('Todos recados foram lidos')).toBeVisible();
  await expect(badge(vendedor, 'Mural de recados')).toHaveCount(0);
  await vendedor.keyboard.press('Escape');

  await admin.goto('/messageboard');
  await expect(admin.getByRole('heading', { name: 'Mural de Recados', exact: true })).toBeVisible();
  await shot(admin, 'messaging-board-page');
  await admin.context().close();
  await vendedor.context().close();
});

test('a message with script, onerror and javascript: payloads runs nothing', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  const vendedor = await signedIn(browser, 'vendedor');
  const dialogs: string[] = [];
  vendedor.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const me = await gql(vendedor, '{ me { id } }');
  const before = (await gql(vendedor, '{ messageCount }')).data.messageCount as number;
  const saved = await gql(admin, 'mutation($i: SaveMessageInput!) { saveMessage(input: $i) }', {
    i: {
      subject: 'Aviso importante',
      content:
        '<p>Leia com atenção<script>window.__pwned = 1; alert("xss")</script></p><img src="x" onerror="window.__pwned = 2; alert(2)"><a href="javascript:window.__pwned=3">clique aqui</a>',
      recipients: [me.data.me.id],
    },
  });
  expect(saved.errors).toBeUndefined();
  await expect(badge(vendedor, 'Mural de recados')).toHaveText(String(before + 1));
  await vendedor.getByRole('button', { name: 'Mural de recados', exact: true }).click();
  await vendedor.getByRole('button', { name: 'Aviso importante' }).click();
  const preview = vendedor.getByRole('dialog', { name: 'Aviso importante' });
  await expect(preview).toContainText('Leia com atenção');
  const link = preview.getByText('clique aqui');
  await link.click();
  await vendedor.waitForTimeout(300);
  const html = await preview.locator('.message-content').innerHTML();
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
  expect(await vendedor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await admin.context().close();
  await vendedor.context().close();
});

test('drawer: fix, clear, snooze that comes back, mute, and the configuration bounds', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await signedIn(browser, 'aprovador');
  // Earlier specs of the run sent him workflow notifications (customer approvals, for one): they
  // are cleared first, so that the drawer's five newest hold his three seeded ones.
  const seeded = ['Bem-vindo ao Balcão', 'VPC aprovado', 'Negociação aguardando conclusão'];
  const all = await gql(page, '{ notifications(pageSize: 100) { rows { id notification { title } } } }');
  const others = (all.data.notifications.rows as { id: string; notification: { title: string } }[])
    .filter((n) => !seeded.includes(n.notification.title))
    .map((n) => n.id);
  if (others.length)
    await gql(page, 'mutation($ids: [ID!]!) { deleteNotifications(ids: $ids) }', { ids: others });
  await page.reload();
  await expect(badge(page, 'Notificações')).toHaveText(/^\d+$/);
  const base = Number(await badge(page, 'Notificações').textContent());
  expect(base).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  const items = drawer.getByRole('listitem');
  await expect(items).toHaveCount(Math.min(base, 5));
  await shot(page, 'messaging-drawer');

  // Fix the oldest: it moves to the top.
  const welcome = drawer.getByRole('listitem', { name: 'Bem-vindo ao Balcão' });
  await welcome.getByRole('button', { name: 'Fixar' }).click();
  await expect(items.first()).toHaveAccessibleName('Bem-vindo ao Balcão');
  await expect(welcome.getByRole('button', { name: 'Desafixar' })).toHaveAttribute('aria-pressed', 'true');

  // Snooze 1 "minute" (2 s in this run): it leaves the list and the badge, then comes back on its own.
  const vpc = drawer.getByRole('listitem', { name: 'VPC aprovado' });
  await vpc.getByRole('button', { name: 'Lembrar depois' }).click();
  const snooze = page.getByRole('dialog', { name: 'Lembrar Após' });
  const minutes = snooze.getByRole('spinbutton', { name: 'Minutos' });
  await expect(minutes).toHaveValue('1');
  await minutes.fill('61');
  await expect(snooze.getByText('Valor deve estar entre 1 e 60')).toBeVisible();
  await expect(snooze.getByRole('button', { name: 'CONFIRMAR' })).toBeDisabled();
  await minutes.fill('1');
  await snooze.getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(vpc).toHaveCount(0);
  await expect(badge(page, 'Notificações')).toHaveText(String(base - 1));
  await expect(vpc).toHaveCount(1, { timeout: 6000 });
  await expect(badge(page, 'Notificações')).toHaveText(String(base));

  // Clear one.
  await drawer
    .getByRole('listitem', { name: 'VPC aprovado' })
    .getByRole('button', { name: 'Limpar' })
    .click();
  await expect(drawer.getByRole('listitem', { name: 'VPC aprovado' })).toHaveCount(0);
  await expect(badge(page, 'Notificações')).toHaveText(String(base - 1));

  // Open follows link and parameters.
  await drawer
    .getByRole('listitem', { name: 'Negociação aguardando conclusão' })
    .getByRole('button', { name: 'Abrir' })
    .click();
  await expect(page).toHaveURL(/\/sales\/negotiations\?mode=edit&id=1024&modeSave=conclude$/);

  // Mute is kept.
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  const mute = drawer.getByRole('switch', { name: 'Silenciar' });
  await expect(mute).toBeEnabled();
  await drawer.getByText('Silenciar', { exact: true }).click();
  await expect(mute).toBeChecked();
  await expect
    .poll(async () => (await gql(page, '{ notificationsMuted }')).data.notificationsMuted)
    .toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  await expect(drawer.getByRole('switch', { name: 'Silenciar' })).toBeChecked();

  // Configuration: add a process, bounds refused on the spot, reset, delete.
  await drawer.getByRole('button', { name: 'Configurar Notificações' }).click();
  const config = page.getByRole('dialog', { name: 'Configurar Notificações' });
  await config.getByRole('combobox', { name: 'Processo' }).selectOption({ label: 'Aprovação de VPC' });
  await config.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Configuração criada com sucesso')).toBeVisible();
  const days = config.getByRole('spinbutton', { name: 'Dias antes (reenvio) — Aprovação de VPC' });
  await days.fill('11');
  await days.press('Enter');
  await expect(config.getByText('Valor deve estar entre 0 e 10')).toBeVisible();
  await days.fill('10');
  await days.press('Enter');
  const hours = config.getByRole('spinbutton', { name: 'Horas antes (reenvio) — Aprovação de VPC' });
  await hours.fill('25');
  await hours.press('Enter');
  await expect(config.getByText('Valor deve estar entre 0 e 24')).toBeVisible();
  await hours.fill('24');
  await hours.press('Tab');
  const email = config.getByRole('switch', { name: 'Enviar e-mail — Aprovação de VPC' });
  await email.click({ force: true });
  await expect(email).toBeChecked();
  await shot(page, 'messaging-config');
  const saved = await gql(page, '{ notificationConfigs { resendDaysBefore resendHoursBefore sendEmail } }');
  expect(saved.data.notificationConfigs).toEqual([
    { resendDaysBefore: 10, resendHoursBefore: 24, sendEmail: true },
  ]);
  await config.getByRole('button', { name: 'Redefinir' }).click();
  await expect(page.getByText('Configurações redefinidas com sucesso')).toBeVisible();
  await expect(days).toHaveValue('0');
  await config.getByRole('button', { name: 'Excluir Aprovação de VPC' }).click();
  await expect(page.getByText('Configuração deletada com sucesso')).toBeVisible();
  await page.context().close();
});

test('the notification list page pages every visible notification', async ({ browser }) => {
  const page = await signedIn(browser, 'financeiro');
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  await page.getByRole('button', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(page.getByText('VPC aprovado')).toBeVisible();
  await expect(page.getByText('Bem-vindo ao Balcão')).toBeVisible();
  await shot(page, 'messaging-notification-list');
  await page.context().close();
});
