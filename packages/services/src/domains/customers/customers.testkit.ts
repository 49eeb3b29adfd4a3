import { cnpjOf, DEMO_MATRIX_ROOTS } from '../../seed/customers.seed.js';
import type { createTestApp } from '../../test/testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A PNG the files store accepts (its content says what its name says). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** vendedor's matrix branch `n` (not seeded above 10) and the other representative's matrix. */
export const vendedorBranch = (n: number) => cnpjOf(DEMO_MATRIX_ROOTS.vendedor, n);
export const otherMatrix = cnpjOf(DEMO_MATRIX_ROOTS.other, 1);

export const newCustomer = (companyId: number, cnpj: string, extra: object = {}) => ({
  personType: 'PJ',
  companyId,
  cnpj,
  corporateName: 'Eletro Teste Filial Ltda',
  shortName: 'Eletro Teste',
  commercialPhone: '(11) 98765-4321',
  billingEmail: 'cobranca@eletroteste.com.br',
  cep: '01310-100',
  city: 'São Paulo',
  uf: 'SP',
  suggestedLimit: '150.000,00',
  implantationDate: '10/02/2020',
  receivesNfe: true,
  ...extra,
});

/** Uploads one customer document (multipart: title, observation, alias, file). */
export async function uploadDocument(
  t: TestApp,
  token: string,
  customerId: number,
  fields: Record<string, string>,
  file = { name: 'contrato.png', data: PNG },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file.data]), file.name);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/services/customers/${customerId}/documents`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${token}` },
  });
}
