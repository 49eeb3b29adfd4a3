import { describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';

const { call } = testAppWith(['admin', 'vendedor']);

describe('form cache', () => {
  it('saves, reads and updates a new record and an existing one, per user', async () => {
    const saved = await call('vendedor', 'POST', '/services/form-cache', {
      new: true,
      module: 'NEGOCIACOES',
      data: { cliente: 'Loja Azul', valor: '1.234,56' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      module: 'NEGOCIACOES',
      id: null,
      new: true,
      data: { cliente: 'Loja Azul' },
    });
    await new Promise((r) => setTimeout(r, 20));
    const again = (
      await call('vendedor', 'POST', '/services/form-cache', {
        new: true,
        module: 'NEGOCIACOES',
        data: { cliente: 'Loja Verde' },
      })
    ).json();
    expect(again.cacheCreatedAt).toBe(saved.json().cacheCreatedAt);
    expect(new Date(again.cacheUpdatedAt).getTime()).toBeGreaterThan(
      new Date(again.cacheCreatedAt).getTime(),
    );
    expect((await call('vendedor', 'GET', '/services/form-cache/NEGOCIACOES/new')).json().data).toEqual({
      cliente: 'Loja Verde',
    });
    await call('vendedor', 'POST', '/services/form-cache', {
      id: 42,
      new: false,
      module: 'NEGOCIACOES',
      data: { a: 1 },
    });
    expect((await call('vendedor', 'GET', '/services/form-cache/NEGOCIACOES/42')).json()).toMatchObject({
      id: '42',
      new: false,
    });
    // Another user sees none of it.
    expect((await call('admin', 'GET', '/services/form-cache/NEGOCIACOES/new')).statusCode).toBe(404);
  });

  it('deletes one record cache, and clears a module', async () => {
    await call('vendedor', 'POST', '/services/form-cache', {
      id: 7,
      new: false,
      module: 'PEDIDOS',
      data: { x: 1 },
    });
    await call('vendedor', 'POST', '/services/form-cache', { new: true, module: 'PEDIDOS', data: { x: 2 } });
    expect((await call('vendedor', 'DELETE', '/services/form-cache/PEDIDOS/7')).statusCode).toBe(200);
    expect((await call('vendedor', 'GET', '/services/form-cache/PEDIDOS/7')).statusCode).toBe(404);
    expect((await call('vendedor', 'DELETE', '/services/form-cache/PEDIDOS')).json()).toEqual({
      success: true,
      removed: 1,
    });
    expect((await call('vendedor', 'GET', '/services/form-cache/PEDIDOS/new')).statusCode).toBe(404);
  });

  it('refuses an unknown module, a record without id, a bad id and oversized data', async () => {
    const cases = [
      { new: true, module: 'NAO_EXISTE', data: {} },
      { new: false, module: 'PEDIDOS', data: {} },
      { new: true, module: 'PEDIDOS', data: { big: 'x'.repeat(300 * 1024) } },
    ];
    for (const body of cases) {
      const res = await call('vendedor', 'POST', '/services/form-cache', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('vendedor', 'GET', '/services/form-cache/PEDIDOS/abc')).statusCode).toBe(400);
  });
});
