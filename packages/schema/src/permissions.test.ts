import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIONS, can, explainAccess, isLoggedIn, type AccessSet } from './permissions.js';

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

describe('explainAccess', () => {
  const carved = {
    profileId: 1,
    module: 'PEDIDOS',
    permissions: ['VISUALIZAR', 'EXCLUIR'] as const,
    exceptions: [{ name: 'PEDIDOS', permission: 'EXCLUIR' as const }],
  };
  const other = { profileId: 2, module: 'PEDIDOS', permissions: ['EXCLUIR'] as const, exceptions: [] };
  it('says which profile grants, which carves out and which does not grant', () => {
    expect(explainAccess(set([carved, other]), 'PEDIDOS', 'EXCLUIR')).toEqual({
      allowed: true,
      global: false,
      verdicts: [
        { profileId: 1, module: 'PEDIDOS', outcome: 'EXCEPTION' },
        { profileId: 2, module: 'PEDIDOS', outcome: 'GRANTED' },
      ],
    });
    expect(explainAccess(set([carved, other]), 'PEDIDOS', 'EDITAR').verdicts.map((v) => v.outcome)).toEqual([
      'NOT_GRANTED',
      'NOT_GRANTED',
    ]);
    expect(explainAccess(set([], true), 'VPC', 'APROVAR')).toEqual({
      allowed: true,
      global: true,
      verdicts: [],
    });
  });
  it('decides exactly as can on any set', () => {
    const action = fc.constantFrom(...ACTIONS);
    const mod = fc.constantFrom('PEDIDOS', 'VPC', 'FAN');
    const access = fc.record({
      profileId: fc.integer({ min: 1, max: 4 }),
      module: mod,
      permissions: fc.uniqueArray(action, { maxLength: 4 }),
      exceptions: fc.array(fc.record({ name: mod, permission: action }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(access, { maxLength: 6 }),
        fc.boolean(),
        fc.array(mod, { minLength: 1, maxLength: 2 }),
        action,
        (accesses, global, modules, a) => {
          const s = set(accesses, global);
          expect(explainAccess(s, modules, a).allowed).toBe(can(s, modules, a));
        },
      ),
    );
  });
});
