import { describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';

const { call } = testAppWith(['admin', 'vendedor']);

const url = '/services/users/me/grid-views/users';
const view = {
  columns: { order: ['email', 'name'], widths: { name: 240 }, hidden: ['phone'] },
  orderBy: 'email',
  sort: 'DESC',
  pageSize: 25,
  filters: { active: ['true'] },
};

describe('saved grid views', () => {
  it('keeps one view per user and grid: save, read, replace, delete', async () => {
    expect((await call('admin', 'GET', url)).json()).toEqual({
      gridKey: 'users',
      view: null,
      updatedAt: null,
    });
    const saved = await call('admin', 'PUT', url, { view });
    expect(saved.statusCode).toBe(200);
    expect((await call('admin', 'GET', url)).json().view).toEqual(view);
    // Another user has his own.
    expect((await call('vendedor', 'GET', url)).json().view).toBeNull();
    await call('admin', 'PUT', url, { view: { ...view, sort: 'ASC' } });
    expect((await call('admin', 'GET', url)).json().view.sort).toBe('ASC');
    expect((await call('admin', 'DELETE', url)).json()).toEqual({ success: true });
    expect((await call('admin', 'GET', url)).json().view).toBeNull();
  });

  it('refuses a malformed view with its fields', async () => {
    const bad = await call('admin', 'PUT', url, { view: { ...view, pageSize: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(bad.json().details[0].field).toBe('view.pageSize');
    expect((await call('admin', 'GET', '/services/users/me/grid-views/../x')).statusCode).toBe(404);
  });
});
