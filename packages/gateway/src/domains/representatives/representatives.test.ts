import { describe, expect, it } from 'vitest';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const REP = `query($q: String) { representatives(input: { q: $q }) { rows { id status } } }`;

describe('representatives over the real services', () => {
  it('a distrato made by POST comes back as Distrato.pdf; his distratos, commissions and the ERP panel read through GraphQL', async () => {
    const admin = await s.login('admin');
    const found = await s.gql<{ representatives: { rows: { id: string }[] } }>(
      REP,
      { q: 'Nogueira Vendas' },
      admin,
    );
    const id = found.data!.representatives.rows[0]!.id;
    const contracts = await s.gql<{
      representativeContracts: { rows: { id: string; startContract: string }[] };
    }>(
      `query($id: String!) { representativeContracts(input: { filters: [{ key: "representativeId", values: [$id] }] }) { rows { id startContract } } }`,
      { id },
      admin,
    );
    const contract = contracts.data!.representativeContracts.rows[0]!;
    const made = await s.gateway.inject({
      method: 'POST',
      url: `/files/representatives/${id}/distrato`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: {
        contractId: contract.id,
        kind: 'PARTIAL',
        terminationDate: `${contract.startContract.slice(0, 4)}-03-31`,
        reason: 'Ajuste de carteira',
        grossValue: '1.000,00',
        netValue: '880,00',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers['content-type']).toBe('application/pdf');
    expect(made.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const distratoId = String(made.headers['x-distrato-id']);

    const bad = await s.gateway.inject({
      method: 'POST',
      url: `/files/representatives/${id}/distrato`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: { contractId: contract.id, kind: 'PARTIAL', terminationDate: '', reason: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');

    const list = await s.gql<{ representativeDistratos: { id: string; kind: string }[] }>(
      'query($id: ID!) { representativeDistratos(id: $id) { id kind netValue } }',
      { id },
      admin,
    );
    expect(list.data!.representativeDistratos[0]).toMatchObject({ id: distratoId, kind: 'PARTIAL' });
    const again = await s.gateway.inject({
      method: 'GET',
      url: `/files/representatives/${id}/distratos/${distratoId}/pdf`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(again.statusCode).toBe(200);
    const zip = await s.gateway.inject({
      method: 'GET',
      url: `/files/representatives/${id}/distratos/zip`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');

    const months = await s.gql<{ representativeCommissionMonths: { month: string }[] }>(
      'query($id: ID!, $year: Int!) { representativeCommissionMonths(id: $id, year: $year) { month lines base commission } }',
      { id, year: new Date().getFullYear() },
      admin,
    );
    expect(months.errors).toBeUndefined();
    const erp = await s.gql<{ erpRepresentatives: { totalRegisters: number } }>(
      '{ erpRepresentatives(q: "Nogueira") { totalRegisters rows { code name } } }',
      {},
      admin,
    );
    expect(erp.data!.erpRepresentatives.totalRegisters).toBe(1);
  });

  it('deactivation answers the spec text; vendedor may not deactivate', async () => {
    const admin = await s.login('admin');
    const found = await s.gql<{ representatives: { rows: { id: string }[] } }>(
      REP,
      { q: 'Costa & Filhos' },
      admin,
    );
    const id = found.data!.representatives.rows[0]!.id;
    const DEACTIVATE =
      'mutation($id: ID!) { deactivateRepresentative(id: $id) { message customers representative { status } } }';
    const refused = await s.gql(DEACTIVATE, { id }, await s.login('vendedor'));
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const done = await s.gql<{ deactivateRepresentative: { message: string } }>(DEACTIVATE, { id }, admin);
    expect(done.data!.deactivateRepresentative).toMatchObject({
      message: 'Representante desativado com sucesso!',
      representative: { status: 'INACTIVE' },
    });
    const customers = await s.gql<{ representativeCustomers: unknown[] }>(
      'query($id: ID!) { representativeCustomers(id: $id) { id corporateName } }',
      { id },
      admin,
    );
    expect(customers.data!.representativeCustomers.length).toBeGreaterThan(0);
  });
});
