import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { MSG, REPRESENTATIVE_MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { representativeOfUser } from './representatives.testkit.js';

/**
 * What follows a representative's registration: his deactivation and his customers' reassignment,
 * his contract's and distratos' documents, with the contract value rules at and past their bounds.
 */
const { t, call } = testAppWith(['admin', 'vendedor', 'aprovador', 'financeiro', 'ralmeida']);

const repOf = (user: string) => representativeOfUser(t, user);
const contractOf = async (rep: number) =>
  (
    await t.db.query<{ id: number; gross: string; start: string }>(
      `select id, gross_value::text as gross, to_char(start_contract, 'YYYY-MM-DD') as start
         from representative_contracts where representative_id = $1 order by id limit 1`,
      [rep],
    )
  ).rows[0]!;
const fields = (res: { json: () => { details?: { field: string; messages: string[] }[] } }) =>
  Object.fromEntries((res.json().details ?? []).map((d) => [d.field, d.messages[0]]));

async function pdfText(payload: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(payload) }).promise;
  const page = await pdf.getPage(1);
  return (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

describe('deactivation and reassignment', () => {
  it('deactivates an active representative (200, the spec text) only for who holds INATIVAR, once', async () => {
    const rep = await repOf('mcosta');
    for (const who of ['vendedor', 'aprovador', 'financeiro'])
      expect((await call(who, 'PUT', `/services/representatives/${rep}/deactivate`)).statusCode).toBe(403);
    const res = await call('admin', 'PUT', `/services/representatives/${rep}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Representante desativado com sucesso!');
    expect(body.representative.status).toBe('INACTIVE');
    expect(body.customers).toBeGreaterThan(0);
    const again = await call('admin', 'PUT', `/services/representatives/${rep}/deactivate`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(REPRESENTATIVE_MSG.notActive);
  });

  it('lists his customers and gives each another active representative, in the customer history', async () => {
    const rep = await repOf('mcosta');
    const listed = await call('admin', 'GET', `/services/representatives/${rep}/customers`);
    expect(listed.statusCode).toBe(200);
    const customers = listed.json<{ id: string; corporateName: string }[]>();
    expect(customers.length).toBeGreaterThan(1);
    // aprovador manages him and reads the list; vendedor does not see him.
    expect((await call('aprovador', 'GET', `/services/representatives/${rep}/customers`)).statusCode).toBe(
      200,
    );
    expect((await call('vendedor', 'GET', `/services/representatives/${rep}/customers`)).statusCode).toBe(
      403,
    );

    const target = await repOf('vendedor');
    const bad = await call('admin', 'POST', `/services/representatives/${rep}/customers/reassign`, {
      assignments: [
        { customerId: customers[0]!.id, representativeId: rep },
        { customerId: 999999, representativeId: target },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual({
      'assignments.0.representativeId': REPRESENTATIVE_MSG.reassignTargetInvalid,
      'assignments.1.customerId': REPRESENTATIVE_MSG.reassignNotHis,
    });

    const done = await call('admin', 'POST', `/services/representatives/${rep}/customers/reassign`, {
      assignments: [{ customerId: customers[0]!.id, representativeId: target }],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: '1 cliente redistribuído', reassigned: 1 });
    const left = (await call('admin', 'GET', `/services/representatives/${rep}/customers`)).json<unknown[]>();
    expect(left).toHaveLength(customers.length - 1);
    const history = await call('admin', 'GET', `/services/history/customer/${customers[0]!.id}`);
    expect(JSON.stringify(history.json())).toContain('Carlos Vendedor');
  });
});

describe('contract and distrato documents', () => {
  it('Contrato.pdf names the parties, values and dates; a representative reads his own only', async () => {
    const contract = await contractOf(await repOf('vendedor'));
    const res = await call('vendedor', 'POST', `/services/representatives/contracts/${contract.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Contrato.pdf');
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Carlos Vendedor Representações Ltda',
      'Representada',
      'R$ 18.500,00',
      'R$ 16.280,00',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/01\/01\/\d{4}/);
    const other = await call(
      'ralmeida',
      'POST',
      `/services/representatives/contracts/${contract.id}/download`,
    );
    expect(other.statusCode).toBe(403);
  });

  it('a partial distrato keeps its values within the contract: at the bound it passes, past it not', async () => {
    const rep = await repOf('pnogueira');
    const c = await contractOf(rep);
    const url = `/services/representatives/${rep}/distrato`;
    const day = `${c.start.slice(0, 4)}-06-30`;
    const base = { contractId: c.id, kind: 'PARTIAL', terminationDate: day, reason: 'Redução de carteira' };
    const past = await call('admin', 'POST', url, { ...base, grossValue: '12.000,01', netValue: '100,00' });
    expect(fields(past)).toEqual({ grossValue: REPRESENTATIVE_MSG.distratoAboveContract });
    const netAbove = await call('admin', 'POST', url, { ...base, grossValue: '100,00', netValue: '100,01' });
    expect(fields(netAbove)).toEqual({ netValue: MSG.netAboveGross });
    const zero = await call('admin', 'POST', url, { ...base, grossValue: '0,00', netValue: '0,00' });
    expect(fields(zero)).toMatchObject({ grossValue: MSG.greaterThanZero });
    const outside = await call('admin', 'POST', url, {
      ...base,
      terminationDate: c.start,
      grossValue: '1,00',
      netValue: '1,00',
    });
    expect(fields(outside)).toEqual({ terminationDate: REPRESENTATIVE_MSG.distratoDateOutside });
    expect(
      (await call('vendedor', 'POST', url, { ...base, grossValue: '1,00', netValue: '1,00' })).statusCode,
    ).toBe(403);

    // Nothing to zip yet.
    const empty = await call('admin', 'GET', `/services/representatives/${rep}/distratos/zip`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Não há documentos para exportar');

    const made = await call('admin', 'POST', url, {
      ...base,
      grossValue: '12.000,00',
      netValue: '10.560,00',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers['content-disposition']).toContain('Distrato.pdf');
    const text = await pdfText(made.rawPayload);
    for (const part of [
      'Parcial',
      'Nogueira Vendas e Representações Ltda',
      'R$ 12.000,00',
      'R$ 10.560,00',
      'Redução de carteira',
    ])
      expect(text).toContain(part);
    const rp = (await call('admin', 'GET', `/services/representatives/${rep}`)).json();
    expect(rp.status).toBe('ACTIVE');
  });

  it('a total distrato ends the contract and starts his deactivation; its documents download again and zip', async () => {
    const rep = await repOf('ralmeida');
    const c = await contractOf(rep);
    const url = `/services/representatives/${rep}/distrato`;
    const day = `${c.start.slice(0, 4)}-09-30`;
    const made = await call('admin', 'POST', url, {
      contractId: c.id,
      kind: 'TOTAL',
      terminationDate: day,
      reason: 'Encerramento',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.headers['x-distrato-id'];
    expect((await call('admin', 'GET', `/services/representatives/${rep}`)).json().status).toBe('DISTRATO');
    const contract = (await call('admin', 'GET', `/services/representative-contracts/${c.id}`)).json();
    expect(contract.endContract).toBe(day);
    // His customers wait for another representative; a second distrato of the contract is refused.
    expect(
      (await call('admin', 'GET', `/services/representatives/${rep}/customers`)).json<unknown[]>().length,
    ).toBeGreaterThan(0);
    const twice = await call('admin', 'POST', url, {
      contractId: c.id,
      kind: 'TOTAL',
      terminationDate: day,
      reason: 'x',
    });
    expect(twice.statusCode).toBe(400);

    // The newest first: the demo's partial distrato came before it.
    const list = (await call('ralmeida', 'GET', `/services/representatives/${rep}/distratos`)).json();
    expect(list).toMatchObject([
      { id, kind: 'TOTAL', grossValue: '14200.00', terminationDate: day },
      { kind: 'PARTIAL', grossValue: '2000.00' },
    ]);
    const again = await call('ralmeida', 'POST', `/services/representatives/${rep}/distratos/${id}/download`);
    expect(again.statusCode).toBe(200);
    expect(await pdfText(again.rawPayload)).toContain('Total');
    expect((await call('vendedor', 'GET', `/services/representatives/${rep}/distratos`)).statusCode).toBe(
      403,
    );

    const zip = await call('ralmeida', 'GET', `/services/representatives/${rep}/distratos/zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain('Distrato.zip');
    const files = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files).sort();
    const number = `DST-${String(id).padStart(6, '0')}`;
    expect(files).toContain(`${number}/Distrato.pdf`);
    expect(files).toContain(`${number}/Contrato.pdf`);

    // Then he is deactivated.
    expect((await call('admin', 'PUT', `/services/representatives/${rep}/deactivate`)).statusCode).toBe(200);
  });
});
