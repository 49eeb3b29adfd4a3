import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

// The kit's contract suite covers the generic behaviour (CRUD, 404/403/409, exports, history);
// these are the companies' own rules.
const { t, call } = testAppWith(['admin', 'aprovador', 'vendedor', 'semperfil']);
const ids: Record<string, number> = {};
const company = (code: string) => ids[code]!;

beforeAll(async () => {
  for (const r of (await t.db.query<{ id: number; code: string }>('select id, code from companies')).rows)
    ids[r.code] = Number(r.id);
  for (const r of (await t.db.query<{ id: number; user_name: string }>('select id, user_name from users'))
    .rows)
    ids[r.user_name] = Number(r.id);
});

const body = (over: object = {}) => ({
  code: 'MTZ-9001',
  cnpj: '34.567.890/0001-30',
  corporateName: 'Atacado Boa Vista Ltda',
  tradeName: 'Boa Vista',
  email: 'financeiro@boavista.com.br',
  phone: '(11) 3333-4444',
  ...over,
});

describe('companies', () => {
  it('keeps documents as digits, the state registration in capitals, the representative by name, in its history too', async () => {
    const created = await call('admin', 'POST', '/services/companies', {
      ...body({ stateRegistration: 'isento' }),
      representativeId: ids.vendedor,
    });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      cnpj: '34567890000130',
      phone: '1133334444',
      stateRegistration: 'ISENTO',
      representativeId: ids.vendedor,
      representativeName: 'Carlos Vendedor',
      bankAccountCount: 0,
    });
    const saved = await call('admin', 'PUT', `/services/companies/${c.id}`, {
      ...body({ stateRegistration: 'isento' }),
      representativeId: ids.ralmeida,
      updatedAt: c.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    const history = (await call('admin', 'GET', `/services/history/company/${c.id}`)).json();
    expect(history.rows[0].changes).toEqual({
      representativeName: { from: 'Carlos Vendedor', to: 'Rodrigo Almeida' },
    });
    expect(history.rows[1].changes.cnpj).toEqual({ to: '34.567.890/0001-30' });
  });

  it('answers VALIDATION_FAILED in pt-BR per field: invalid code and CNPJ, duplicates, unknown representative', async () => {
    const bad = await call('admin', 'POST', '/services/companies', {
      ...body({ code: 'MTZ 1', cnpj: '11.222.333/0001-80', corporateName: '', email: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'code', messages: [MSG.companyCodeInvalid] },
        { field: 'cnpj', messages: [MSG.invalidCnpj] },
        { field: 'corporateName', messages: [MSG.required] },
        { field: 'email', messages: [MSG.invalidEmail] },
      ]),
    );
    const dup = await call(
      'admin',
      'POST',
      '/services/companies',
      body({ code: 'mtz-0001', cnpj: '12345678000195' }),
    );
    expect(dup.json().details).toEqual([
      { field: 'code', messages: [MSG.companyCodeTaken] },
      { field: 'cnpj', messages: [MSG.companyCnpjTaken] },
    ]);
    const nobody = await call('admin', 'POST', '/services/companies', {
      ...body({ code: 'MTZ-9002', cnpj: '45.678.901/0001-75' }),
      representativeId: 999999,
    });
    expect(nobody.json().details).toEqual([
      { field: 'representativeId', messages: [MSG.companyRepresentativeNotFound] },
    ]);
  });

  it('without confidential access: only his own companies, everywhere', async () => {
    const others = company('MTZ-0002');
    const mine = company('MTZ-0001');
    const list = (await call('aprovador', 'GET', '/services/companies?pageSize=100')).json();
    expect(list.rows.map((r: { code: string }) => r.code)).toEqual(['MTZ-0001']);
    const csv = await call('aprovador', 'GET', '/services/companies/export?format=csv&columns=code');
    expect(csv.body).toContain('MTZ-0001');
    expect(csv.body).not.toContain('MTZ-0002');
    const reps = (await call('aprovador', 'GET', '/services/companies/representatives')).json();
    expect(reps.rows).toEqual([{ id: ids.aprovador, name: 'Ana Aprovadora', userName: 'aprovador' }]);
    expect((await call('admin', 'GET', '/services/companies/representatives?q=Carlos')).json().rows).toEqual([
      { id: ids.vendedor, name: 'Carlos Vendedor', userName: 'vendedor' },
    ]);
    // A representative without confidential access chooses only himself, as the manager does.
    const chosen = (await call('vendedor', 'GET', '/services/companies/representatives')).json();
    expect(chosen.rows).toEqual([{ id: ids.vendedor, name: 'Carlos Vendedor', userName: 'vendedor' }]);

    // INATIVAR granted for this test, so that the record rule is what refuses.
    await t.db.query(
      `update profile_grants set actions = actions || '{INATIVAR}'
        where module = 'EMPRESAS' and profile_id = (select id from profiles where name = 'Gerente Regional')`,
    );
    const refused: [string, string, object?][] = [
      ['GET', `/services/companies/${others}`],
      // A company nobody represents is hidden the same way.
      ['GET', `/services/companies/${company('MTZ-0003')}`],
      ['GET', `/services/history/company/${company('MTZ-0003')}`],
      ['PUT', `/services/companies/${others}`, body({ code: 'MTZ-0002', cnpj: '45678901000175' })],
      ['PATCH', `/services/companies/${others}/active`, { active: false }],
      ['GET', `/services/history/company/${others}`],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call('aprovador', method as 'GET', url, payload);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.noClientAccess]);
    }
    expect((await call('aprovador', 'GET', `/services/companies/${mine}`)).statusCode).toBe(200);

    // He creates a company: it is his; naming someone else is refused on the field.
    const other = await call('aprovador', 'POST', '/services/companies', {
      ...body({ code: 'MTZ-9100', cnpj: '73.918.426/0001-00' }),
      representativeId: ids.vendedor,
    });
    expect(other.json().details).toEqual([{ field: 'representativeId', messages: [MSG.companyOwnerOnly] }]);
    const own = await call('aprovador', 'POST', '/services/companies', {
      ...body({ code: 'MTZ-9100', cnpj: '73.918.426/0001-00' }),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      representativeId: ids.aprovador,
      representativeName: 'Ana Aprovadora',
    });
  });
});
