import { expect, expectConsole, test, type Page } from './fixtures';
import { fromUserMenu, loginAndWaitShell, openScreenAs, shot, toast } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A PNG padded to `mb` megabytes: its first bytes are a real PNG, so only its size matters. */
const bigPng = (mb: number) => Buffer.concat([PNG, Buffer.alloc(mb * 1024 * 1024)]);
const png = (name: string, buffer = PNG) => ({ name, mimeType: 'image/png', buffer });

const fileInput = (page: Page) => page.locator('input[type=file]');

async function openLoginImage(page: Page) {
  await openScreenAs(page, 'admin', '/administrative/loginImage', 'Imagem de Login');
}

test('login image: refuses a wrong extension, a renamed non-image and an oversized file with their texts', async ({
  page,
}) => {
  await openLoginImage(page);
  // The refusals this test provokes: the browser logs their answers.
  expectConsole(
    page,
    /status of 400 \(Bad Request\) .*\/files\/settings\/login-image$/,
    /status of 413 \(Payload Too Large\) .*\/files\/settings\/login-image$/,
  );
  await expect(page.getByText('Nenhuma imagem enviada')).toBeVisible();
  // The picker offers the four image types only.
  await expect(fileInput(page)).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif');

  // Text saved under an image name: the services read its first bytes and refuse it.
  const refused = toast(page, 'Falha ao carregar arquivo, extensão não permitida');
  await fileInput(page).setInputFiles(png('falsa.png', Buffer.from('isto não é uma imagem')));
  await expect(refused).toBeVisible();
  await refused.getByRole('button').click();
  await expect(refused).toHaveCount(0);

  await fileInput(page).setInputFiles(png('enorme.png', bigPng(6)));
  await expect(toast(page, 'O arquivo excede o tamanho máximo permitido (5 MB).')).toBeVisible();

  // A type the picker does not offer, refused before anything is sent.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/files/')) sent.push(r.url());
  });
  await fileInput(page).setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('oi'),
  });
  await expect(refused).toBeVisible();
  expect(sent).toEqual([]);

  // The connection drops: the generic upload failure, and the upload is in its error state.
  expectConsole(page, /net::ERR_\w+ \S+\/login-image|\/login-image net::ERR_/);
  await page.route('**/files/settings/login-image', (r) =>
    r.request().method() === 'POST' ? r.abort('connectionreset') : r.continue(),
  );
  await fileInput(page).setInputFiles(png('rede.png'));
  await expect(toast(page, 'Falha ao salvar a arquivo.')).toBeVisible();
  await page.unroute('**/files/settings/login-image');
  await expect(page.getByText('Nenhuma imagem enviada')).toBeVisible();
});

test('login image: progress in percent, and cancel stops the upload', async ({ page }) => {
  await openLoginImage(page);
  // A slow line, so the upload is seen on its way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 512 * 1024,
  });
  await fileInput(page).setInputFiles(png('lenta.png', bigPng(4)));
  const status = page.getByRole('status').filter({ hasText: 'Enviando lenta.png' });
  await expect(status).toHaveText(/Enviando lenta\.png: \d{1,2}%/);
  await shot(page, 'login-image-progress');
  await page.getByRole('button', { name: 'CANCELAR ENVIO' }).click();
  await expect(toast(page, 'User has canceled the file upload.')).toBeVisible();
  await expect(status).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.reload();
  await expect(page.getByText('Nenhuma imagem enviada')).toBeVisible();
});

test('login image: upload shows on the sign-in screen; removing it brings back the default', async ({
  page,
  browser,
}) => {
  await openLoginImage(page);
  await fileInput(page).setInputFiles(png('fundo.png'));
  await expect(toast(page, 'Imagem atualizada com sucesso')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Imagem de login atual' })).toBeVisible();
  await expect(page.getByText('fundo.png · 68 bytes')).toBeVisible();
  await shot(page, 'login-image-page');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'BAIXAR IMAGEM' }).click();
  expect((await download).suggestedFilename()).toBe('fundo.png');

  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await expect(visitor.getByRole('img', { name: 'Balcão' })).toHaveAttribute('src', /^blob:/);

  await page.getByRole('button', { name: 'REMOVER IMAGEM' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
  await expect(toast(page, 'Imagem excluída com sucesso')).toBeVisible();
  await expect(page.getByText('Nenhuma imagem enviada')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('img', { name: 'Balcão' })).not.toHaveAttribute('src', /^blob:/);
  await visitor.close();
});

test('photo: change and delete from the edit-user dialog; the top bar shows it', async ({ page }) => {
  await loginAndWaitShell(page, 'financeiro');
  await fromUserMenu(page, 'Editar usuário');
  const edit = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(edit.getByRole('button', { name: 'EXCLUIR FOTO' })).toBeDisabled();
  await edit.getByRole('button', { name: 'ALTERAR FOTO' }).click();
  const modal = page.getByRole('dialog', { name: 'Foto do usuário' });
  await expect(modal.getByRole('group', { name: 'Enviar nova foto' })).toBeVisible();
  await shot(page, 'photo-modal');

  await modal
    .locator('input[type=file]')
    .setInputFiles({ name: 'eu.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(toast(page, 'Falha ao carregar arquivo, extensão não permitida')).toBeVisible();
  await modal.locator('input[type=file]').setInputFiles(png('eu.png'));
  await expect(toast(page, 'Imagem atualizada com sucesso')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(edit.getByRole('img', { name: 'Foto do usuário' })).toHaveAttribute('src', /^blob:/);
  await expect(page.locator('.top-bar img.avatar-photo')).toBeVisible();

  await edit.getByRole('button', { name: 'EXCLUIR FOTO' }).click();
  await expect(toast(page, 'Imagem excluída com sucesso')).toBeVisible();
  await expect(edit.getByRole('img', { name: 'Sem foto' })).toBeVisible();
  await expect(page.locator('.top-bar img.avatar-photo')).toHaveCount(0);
});

test('substitutes report: embeds the report with the navigation and filter panes hidden', async ({
  page,
}) => {
  await openScreenAs(page, 'admin', '/administrative/substitutes/report', 'Relatório de Substitutos');
  const frame = page.frameLocator('iframe[title="Relatório de Substitutos"]');
  await expect(frame.getByText('Painel de navegação: oculto')).toBeVisible();
  await expect(frame.getByText('Painel de filtros: oculto')).toBeVisible();
  await expect(page.getByLabel('Carregando relatório')).toBeHidden();
  await shot(page, 'substitutes-report');
});
