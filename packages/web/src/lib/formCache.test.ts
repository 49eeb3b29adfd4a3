import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearModuleFormCache,
  formCacheKey,
  readComponentFields,
  readFormCache,
  removeFormCache,
  writeComponentFields,
  writeFormCache,
} from './formCache';

afterEach(() => localStorage.clear());

describe('form cache in the browser', () => {
  it("keeps a form under 'form-cache:' + module + id, first and last time kept", () => {
    expect(formCacheKey('PEDIDOS', null)).toBe('form-cache:PEDIDOSnew');
    expect(formCacheKey('PEDIDOS', '12')).toBe('form-cache:PEDIDOS12');
    writeFormCache('PEDIDOS', '12', { a: 1 }, new Date('2026-11-22T10:00:00Z'));
    const again = writeFormCache('PEDIDOS', '12', { a: 2 }, new Date('2026-11-22T11:00:00Z'));
    expect(again).toEqual({
      data: { a: 2 },
      cacheCreatedAt: '2026-11-22T10:00:00.000Z',
      cacheUpdatedAt: '2026-11-22T11:00:00.000Z',
    });
    expect(readFormCache('PEDIDOS', '12')?.data).toEqual({ a: 2 });
    removeFormCache('PEDIDOS', '12');
    expect(readFormCache('PEDIDOS', '12')).toBeNull();
  });

  it('treats a cache that does not parse as empty, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('form-cache:PEDIDOSnew', '{not json');
    expect(readFormCache('PEDIDOS', null)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("clears one module's forms only", () => {
    writeFormCache('PEDIDOS', null, {});
    writeFormCache('PEDIDOS', '3', {});
    writeFormCache('PEDIDOS_IMPORT', '3', {});
    writeFormCache('CLIENTES', '3', {});
    expect(clearModuleFormCache('PEDIDOS')).toBe(2);
    expect(readFormCache('CLIENTES', '3')).not.toBeNull();
    expect(readFormCache('PEDIDOS_IMPORT', '3')).not.toBeNull();
  });

  it("expires 'persist:componentsFields' 8 hours after it was created", () => {
    const t0 = Date.parse('2026-11-22T08:00:00Z');
    writeComponentFields({ f: 1 }, t0);
    writeComponentFields({ f: 2 }, t0 + 7 * 3600_000); // an update keeps the creation time
    expect(readComponentFields(t0 + 8 * 3600_000 - 1)).toEqual({ f: 2 });
    expect(readComponentFields(t0 + 8 * 3600_000)).toBeNull();
    expect(localStorage.getItem('persist:componentsFields')).toBeNull();
  });
});
