import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from '../../test/stack.js';

let stack: Awaited<ReturnType<typeof startStack>>;
let token = '';
beforeAll(async () => {
  stack = await startStack();
  token = await stack.login('vendedor');
});
afterAll(() => stack.close());

type Page = { notifications: { totalRegisters: number; rows: { notification: { title: string } }[] } };
const list = async (q?: string) => {
  const r = await stack.gql<Page>(
    'query($q: String) { notifications(page: 1, pageSize: 100, q: $q) { totalRegisters rows { notification { title } } } }',
    { q },
    token,
  );
  expect(r.errors).toBeUndefined();
  return r.data!.notifications;
};

describe('the notification list', () => {
  it('searches by the text typed in its search box', async () => {
    const all = await list();
    expect(all.totalRegisters).toBeGreaterThan(1);
    const title = all.rows[0]!.notification.title;
    const found = await list(title);
    expect(found.totalRegisters).toBeGreaterThan(0);
    expect(found.totalRegisters).toBeLessThan(all.totalRegisters);
    expect(found.rows.every((r) => r.notification.title === title)).toBe(true);
    expect((await list('texto que nenhuma notificação tem')).totalRegisters).toBe(0);
  });
});
