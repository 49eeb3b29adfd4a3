import { describe, expect, it } from 'vitest';
import { PRESIDENCY_MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

type Row = { id: string; negotiationNumber: string; status: string; responsibleApproval: string };
const LIST = `query { presidencyNegotiations(input: { pageSize: 50 }) {
  totalRegisters rows { id negotiationNumber status responsibleApproval totalValue } } }`;
const APPROVE = `mutation($id: ID!) { approveNegotiationAsPresidency(id: $id) { id status } }`;

describe('the presidency over the real services', () => {
  it('lists the deals waiting for the presidency and approves one with its answer', async () => {
    const admin = await s.login('admin');
    const list = await s.gql<{ presidencyNegotiations: { rows: Row[]; totalRegisters: number } }>(
      LIST,
      {},
      admin,
    );
    expect(list.errors).toBeUndefined();
    const rows = list.data!.presidencyNegotiations.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'IN_APPROVAL' && r.responsibleApproval === 'Presidência')).toBe(
      true,
    );
    const approved = await s.gql<{ approveNegotiationAsPresidency: Row }>(
      APPROVE,
      { id: rows[0]!.id },
      admin,
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveNegotiationAsPresidency).toEqual({ id: rows[0]!.id, status: 'APPROVED' });
    const again = await s.gql(APPROVE, { id: rows[0]!.id }, admin);
    expect(again.errors?.[0]).toMatchObject({
      message: PRESIDENCY_MSG.notWaiting,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is refused to whoever does not hold the presidency module', async () => {
    const vendedor = await s.login('vendedor');
    const res = await s.gql(LIST, {}, vendedor);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
