import { describe, expect, it } from 'vitest';
import type { PendingChange_RequestFragment } from '../../__generated__/graphql';
import { recordValues } from './requests';

const request = (mine: boolean): PendingChange_RequestFragment => ({
  id: '1',
  requestedAt: '2026-11-20T10:00:00Z',
  mine,
  requestedBy: { id: '2', name: 'Vendedor' },
  changes: [
    { field: 'position', before: 'Compras', after: 'Gerente de compras', current: 'Compras' },
    { field: 'phone', before: '1133334444', after: null, current: '1133334444' },
  ],
});
const buyer = (changeByRequest: boolean, pendingChange: PendingChange_RequestFragment | null) => ({
  name: 'Ana',
  position: 'Compras',
  phone: '1133334444',
  changeByRequest,
  pendingChange,
});

describe('recordValues', () => {
  it('opens his own pending request where it asks, the record elsewhere', () => {
    const { byRequest, value } = recordValues(buyer(true, request(true)), false);
    expect(byRequest).toBe(true);
    expect(value('position')).toBe('Gerente de compras');
    expect(value('phone')).toBe('');
    expect(value('name')).toBe('Ana');
  });

  it('shows the record as it is: read-only, someone else’s request, or a direct save', () => {
    expect(recordValues(buyer(true, request(true)), true).value('position')).toBe('Compras');
    expect(recordValues(buyer(true, request(false)), false).value('position')).toBe('Compras');
    const direct = recordValues(buyer(false, null), false);
    expect(direct.byRequest).toBe(false);
    expect(direct.value('position')).toBe('Compras');
    expect(recordValues(null, false).value('name' as never)).toBe('');
  });
});
