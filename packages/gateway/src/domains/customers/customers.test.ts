// vendedor's demo matrix is 11.222.333/0001-81 (its branch 0044 is not seeded); 22.333.444/0001-… is another representative's.
import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { cnpj } from '../../test/documents.js';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const LOOKUP = `query($c: String!) { customerCnpjLookup(cnpj: $c) { status message matrix { id code corporateName } } }`;
const SAVE = `mutation($input: CustomerInput!, $id: ID, $u: DateTime) {
  saveCustomer(input: $input, id: $id, updatedAt: $u) { id status cnpj shortName updatedAt executionWorkflowId }
}`;

describe('customers over the real services', () => {
  it('lookup, pre-register, sub-records, field errors, access', async () => {
    const vendedor = await s.login('vendedor');
    const branch = cnpj('112223330044');
    const found = await s.gql(LOOKUP, { c: branch }, vendedor);
    expect(found.data).toMatchObject({
      customerCnpjLookup: { status: 'SUCCESS', message: 'CNPJ encontrado com sucesso' },
    });
    const matrix = (found.data as unknown as { customerCnpjLookup: { matrix: { id: string } } })
      .customerCnpjLookup.matrix;
    const denied = await s.gql(LOOKUP, { c: cnpj('223334440001') }, vendedor);
    expect(denied.errors?.[0]).toMatchObject({
      message: MSG.noClientAccessContactAdmin,
      extensions: { code: 'FORBIDDEN' },
    });

    const input = {
      personType: 'PJ',
      companyId: matrix.id,
      cnpj: branch,
      corporateName: 'Gateway Eletro Ltda',
      shortName: 'Gateway Eletro',
      suggestedLimit: '1.234,56',
      receivesNfe: true,
    };
    const saved = await s.gql(SAVE, { input }, vendedor);
    expect(saved.errors).toBeUndefined();
    const c = (saved.data as unknown as { saveCustomer: { id: string; updatedAt: string } }).saveCustomer;
    expect(saved.data).toMatchObject({
      saveCustomer: { status: 'IN_APPROVAL', shortName: 'Gateway Eletro' },
    });

    const fiscal = await s.gql(
      `mutation($id: ID!, $input: CustomerFiscalParametersInput!) { saveCustomerFiscalParameters(id: $id, input: $input) { icmsRate cfop } }`,
      { id: c.id, input: { icmsRate: '7,00', cfop: { NOTEBOOK: { AG_SC: { VPC: '5910' } } } } },
      vendedor,
    );
    expect(fiscal.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'cfop.NOTEBOOK.AG_SC.VPC', messages: ['CFOP de AG/SC deve começar com 6'] }],
    });
    const hierarchy = await s.gql(
      `mutation($id: ID!) { saveCustomerBusinessHierarchy(id: $id, input: { board: "Varejo" }) { board } }`,
      { id: c.id },
      vendedor,
    );
    expect(hierarchy.data).toEqual({ saveCustomerBusinessHierarchy: { board: 'Varejo' } });

    const read = await s.gql(
      `query($id: ID!) { customer(id: $id) { id suggestedLimit receivesNfe businessHierarchy { board } documents { id } fiscalParameters { cfop } } }`,
      { id: c.id },
      vendedor,
    );
    expect(read.data).toMatchObject({
      customer: {
        suggestedLimit: '1234.56',
        receivesNfe: true,
        businessHierarchy: { board: 'Varejo' },
        documents: [],
      },
    });
    const other = await s.gql(
      `query($id: ID!) { customer(id: $id) { id } }`,
      { id: c.id },
      await s.login('ralmeida'),
    );
    expect(other.errors?.[0]).toMatchObject({
      message: MSG.noClientAccess,
      extensions: { code: 'FORBIDDEN' },
    });

    const panel = await s.gql(
      `{ customerPanel(input: { q: "Gateway Eletro" }) { totalRegisters rows { id status companyName } } }`,
      {},
      vendedor,
    );
    expect(panel.data).toMatchObject({
      customerPanel: { totalRegisters: 1, rows: [{ id: c.id, status: 'IN_APPROVAL' }] },
    });
    const removed = await s.gql(
      `mutation($id: ID!) { removePreRegisteredCustomer(id: $id) }`,
      { id: c.id },
      vendedor,
    );
    expect(removed.data).toEqual({ removePreRegisteredCustomer: true });
  });

  it('uploads and downloads a document through the gateway file routes', async () => {
    const vendedor = await s.login('vendedor');
    const list = await s.gql(`{ customers(input: { pageSize: 1 }) { rows { id } } }`, {}, vendedor);
    const id = (list.data as unknown as { customers: { rows: { id: string }[] } }).customers.rows[0]!.id;
    const form = new FormData();
    form.append('title', 'Ficha');
    form.append('alias', 'REGISTRATION_FORM');
    form.append('file', new Blob(['col1;col2\n1;2\n']), 'ficha.csv');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const up = await s.gateway.inject({
      method: 'POST',
      url: `/files/customers/${id}/documents`,
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${vendedor}` },
    });
    expect(up.statusCode).toBe(201);
    const doc = up.json<{ id: number; fileName: string }>();
    expect(doc.fileName).toBe('ficha.csv');
    const down = await s.gateway.inject({
      method: 'GET',
      url: `/files/customers/documents/${doc.id}`,
      headers: { authorization: `Bearer ${vendedor}` },
    });
    expect(down.body).toBe('col1;col2\n1;2\n');
    const gone = await s.gql(
      `mutation($id: ID!) { deleteCustomerDocument(id: $id) }`,
      { id: String(doc.id) },
      vendedor,
    );
    expect(gone.data).toEqual({ deleteCustomerDocument: true });
  });
});
