import { describe, expect, it } from 'vitest';
import { can, isLoggedIn, type AccessSet } from './permissions.js';

const set = (accesses: AccessSet['accesses'], global = false): AccessSet => ({ global, accesses });

describe('can', () => {
  it('allows everything with the global flag and nothing without a set', () => {
    expect(can(set([], true), 'PEDIDOS', 'EXCLUIR')).toBe(true);
    expect(can(null, 'PEDIDOS', 'VISUALIZAR')).toBe(false);
  });
  it('needs the module and the action', () => {
    const s = set([{ profileId: 1, module: 'PEDIDOS', permissions: ['VISUALIZAR'], exceptions: [] }]);
    expect(can(s, 'PEDIDOS', 'VISUALIZAR')).toBe(true);
    expect(can(s, 'PEDIDOS', 'EDITAR')).toBe(false);
    expect(can(s, 'VPC', 'VISUALIZAR')).toBe(false);
    expect(can(s, ['VPC', 'PEDIDOS'], 'VISUALIZAR')).toBe(true);
  });
  it('honours an exception of the granting profile, but another profile may still grant', () => {
    const carved = {
      profileId: 1,
      module: 'PEDIDOS',
      permissions: ['VISUALIZAR', 'EXCLUIR'] as const,
      exceptions: [{ name: 'PEDIDOS', permission: 'EXCLUIR' as const }],
    };
    expect(can(set([carved]), 'PEDIDOS', 'EXCLUIR')).toBe(false);
    expect(can(set([carved]), 'PEDIDOS', 'VISUALIZAR')).toBe(true);
    const other = { profileId: 2, module: 'PEDIDOS', permissions: ['EXCLUIR'] as const, exceptions: [] };
    expect(can(set([carved, other]), 'PEDIDOS', 'EXCLUIR')).toBe(true);
  });
  it('logged in means a token and a non-empty access list', () => {
    expect(isLoggedIn('t', set([]))).toBe(false);
    expect(isLoggedIn('t', set([], true))).toBe(true);
    expect(isLoggedIn(null, set([], true))).toBe(false);
  });
});
