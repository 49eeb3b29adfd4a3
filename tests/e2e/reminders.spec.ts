import { expect, expectConsole, test, type Page } from './fixtures';
import { loginAndWaitShell, pageGqlData, shot } from './helpers';

// A note stays open on every screen of its owner until he closes it: each test removes the notes it
// left, so that a later spec signed in as the same user finds his screens uncovered.
test.afterEach(async ({ page }) => {
  await page.unroute('**/graphql');
  const { reminders } = await pageGqlData<{ reminders: { id: string }[] }>(page, '{ reminders { id } }');
  for (const { id } of reminders)
    await pageGqlData(page, 'mutation ($id: ID!) { removeReminder(id: $id) }', { id });
});

const note = (page: Page, id: string) => page.getByRole('dialog', { name: `Lembrete #${id}` });

/** Creates a note from the top bar and answers its id, as the server gave it. */
async function newNote(page: Page) {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('CreateReminder'),
  );
  await page.getByRole('button', { name: 'Novo lembrete' }).click();
  const body = (await (await created).json()) as { data: { createReminder: { id: string } } };
  const id = body.data.createReminder.id;
  await expect(note(page, id)).toBeVisible();
  return id;
}

test('a reminder autosaves and survives a reload; minimize, restore, drag and stacking', async ({ page }) => {
  await loginAndWaitShell(page, 'aprovador');
  const id = await newNote(page);
  const win = note(page, id);
  await expect(win).toHaveCSS('width', '360px');
  await expect(win).toHaveCSS('height', '280px');
  const text = win.getByRole('textbox', { name: `Texto do Lembrete #${id}` });
  await text.fill('Ligar para o cliente às 15h');
  await expect(win.getByRole('status')).toHaveText('Salvo');

  const second = await newNote(page);
  await note(page, second).getByRole('textbox').fill('Revisar pedidos');
  await expect(note(page, second).getByRole('status')).toHaveText('Salvo');
  // The newest is on top; selecting the other raises it.
  const z = async (w: string) => Number(await note(page, w).evaluate((e) => getComputedStyle(e).zIndex));
  expect(await z(second)).toBeGreaterThan(await z(id));
  // The newer note covers most of the older one: its title bar is what shows. The raise lands with
  // the next render, not with the click's return.
  await win.locator('.reminder-title').click();
  await expect.poll(async () => (await z(id)) - (await z(second))).toBeGreaterThan(0);
  await shot(page, 'reminder-windows');

  // Drag by the title bar, and move with the keyboard.
  const box = (await win.boundingBox())!;
  const bar = (await win.locator('.reminder-title').boundingBox())!;
  await page.mouse.move(bar.x + 20, bar.y + bar.height / 2);
  await page.mouse.down();
  await page.mouse.move(bar.x + 20 - 200, bar.y + bar.height / 2 + 100, { steps: 5 });
  await page.mouse.up();
  // Where the note is once the move has been drawn (the next frame, not the mouse's return).
  const at = async () => {
    const b = (await win.boundingBox())!;
    return { x: Math.round(b.x), y: Math.round(b.y) };
  };
  await expect.poll(at).toEqual({ x: Math.round(box.x - 200), y: Math.round(box.y + 100) });
  await win.getByRole('button', { name: `Mover Lembrete #${id} (setas do teclado)` }).focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(at).toEqual({ x: Math.round(box.x - 200), y: Math.round(box.y + 116) });

  await win.getByRole('button', { name: `Minimizar Lembrete #${id}` }).click();
  await expect(win).toBeHidden();
  const chip = page.getByRole('button', { name: `Restaurar lembrete #${id}` });
  await expect(chip).toHaveText(`Lem. #${id}`);
  await shot(page, 'reminder-chip');

  await page.reload();
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(note(page, id).getByRole('textbox')).toHaveValue('Ligar para o cliente às 15h');
  await expect(note(page, second).getByRole('textbox')).toHaveValue('Revisar pedidos');
});

test('4001 characters are refused and the saved text stays; closing removes a note', async ({ page }) => {
  await loginAndWaitShell(page, 'aprovador');
  const id = await newNote(page);
  const win = note(page, id);
  const text = win.getByRole('textbox');
  await text.fill('a'.repeat(4000));
  await expect(win.getByRole('status')).toHaveText('Salvo');
  await expect(win.getByText('4.000/4.000')).toBeVisible();
  await text.press('End');
  await text.pressSequentially('b');
  await expect(win.getByRole('alert')).toHaveText('Máximo de 4000 caracteres');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(800);
  await page.reload();
  await expect(note(page, id).getByRole('textbox')).toHaveValue('a'.repeat(4000));

  // Closing a note with text asks first, then removes it for good.
  await note(page, id)
    .getByRole('button', { name: `Fechar Lembrete #${id}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
  await expect(note(page, id)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Novo lembrete' })).toBeVisible();
  await expect(note(page, id)).toBeHidden();
  await expect(page.getByRole('button', { name: `Restaurar lembrete #${id}` })).toBeHidden();
});

test('a failed save and a failed removal say so with the spec texts', async ({ page }) => {
  await loginAndWaitShell(page, 'financeiro');
  const id = await newNote(page);
  const win = note(page, id);
  // The connection drops for the note's calls only.
  expectConsole(page, /net::ERR_\w+ \S+\/graphql|\/graphql net::ERR_/);
  await page.route('**/graphql', (r) =>
    /SaveReminder|RemoveReminder/.test(r.request().postData() ?? '')
      ? r.abort('connectionreset')
      : r.continue(),
  );
  await win.getByRole('textbox').fill('texto que não chega');
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Falha ao salvar lembrete.' })).toBeVisible();
  await expect(win.getByRole('status')).toHaveText('Falha ao salvar lembrete.');

  await win.getByRole('button', { name: `Fechar Lembrete #${id}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Falha ao remover o lembrete.' })).toBeVisible();
  await expect(win).toBeVisible();
  await page.unroute('**/graphql');
});
