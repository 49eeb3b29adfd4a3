import { expect, test, type Page } from './fixtures';
import { loginAndWaitShell, shot } from './helpers';

// From the demo seed (services/src/seed/customers.seed.ts): vendedor's matrix, and Rodrigo
// Almeida's, which vendedor may not see; both match 'matriz'.
const MINE = 'Comercial Aurora Matriz Ltda';
const OTHERS = 'Eletro Litoral Matriz';

const palette = (page: Page) => ({
  box: page.getByRole('combobox', { name: 'Buscar telas e registros' }),
  results: page.getByRole('listbox', { name: 'Resultados' }),
  status: page.getByRole('dialog').getByRole('status'),
});

/**
 * Every console error and uncaught exception of the page. The browser's own request for
 * /favicon.ico (the app declares no icon; 404) is not the page's.
 */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test("vendedor opens a customer by part of its name from the palette, never another representative's", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = consoleErrors(page);
  await loginAndWaitShell(page, 'vendedor');

  // Ctrl+K from anywhere: the screens he may open before any typing.
  await page.keyboard.press('Control+k');
  const { box, results, status } = palette(page);
  await expect(box).toBeFocused();
  await expect(
    results.getByRole('group', { name: 'Telas' }).getByRole('option', { name: /^Compradores/ }),
  ).toBeVisible();
  await expect(results.getByRole('option', { name: /^Usuários/ })).toHaveCount(0);
  await shot(page, 'palette-screens');

  // The other representative's customer, by its whole name: nothing.
  await box.pressSequentially(OTHERS, { delay: 20 });
  await expect(status).toHaveText('Nenhum resultado encontrado.');
  await expect(results.getByRole('option')).toHaveCount(0);

  // Part of a name both match: his own is offered, the other's never.
  await box.fill('');
  await box.pressSequentially('matriz', { delay: 20 });
  const customers = results.getByRole('group', { name: 'Clientes' });
  const mine = customers.getByRole('option', { name: new RegExp(`^${MINE}`) });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('11.222.333/0001-81');
  await expect(results.getByRole('option', { name: new RegExp(OTHERS) })).toHaveCount(0);
  await expect(results.getByText(OTHERS)).toHaveCount(0);
  // A buyer of that customer is named as a buyer (hits of two areas may share an id).
  const buyer = results.getByRole('group', { name: 'Compradores' }).getByRole('option').first();
  await expect(buyer).toContainText(MINE);
  await expect(buyer).not.toContainText('11.222.333/0001-81');
  await shot(page, 'palette-records');

  // Three keystrokes after the text: to the next group, back, and open.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(mine).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/customer\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: MINE })).toBeVisible({ timeout: 15_000 });
  await expect(box).toHaveCount(0);
  await shot(page, 'palette-opened');
  expect(errors).toEqual([]);
});

test('the top bar’s Buscar button opens the palette; a screen opens with Enter, Esc closes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = consoleErrors(page);
  await loginAndWaitShell(page, 'vendedor');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const { box, results } = palette(page);
  await box.pressSequentially('compr');
  await expect(results.getByRole('option', { name: /^Compradores/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/buyers$/);

  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  expect(errors).toEqual([]);
});
