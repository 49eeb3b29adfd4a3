import type { Db } from '../db/db.js';

/**
 * Regional managers keep the companies they represent and those companies' bank accounts, without
 * confidential access: they see only their own (record-level access). Merged into whatever the
 * profile holds, so that other seeds may grant the same modules.
 */
async function grantCompanyModules(db: Db) {
  const grants: [string, string[]][] = [
    ['EMPRESAS', ['VISUALIZAR', 'INCLUIR', 'EDITAR']],
    ['BANCOS', ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'EXCLUIR']],
  ];
  for (const [module, actions] of grants)
    await db.query(
      `insert into profile_grants (profile_id, module, actions)
       select id, $1, $2 from profiles where name = 'Gerente Regional'
       on conflict (profile_id, module) do update
         set actions = array(select distinct unnest(profile_grants.actions || excluded.actions))`,
      [module, actions],
    );
}

const COMPANIES = [
  {
    code: 'MTZ-0001',
    cnpj: '12345678000195',
    corporateName: 'Magazine Horizonte Comércio Ltda',
    tradeName: 'Magazine Horizonte',
    owner: 'aprovador',
    accounts: [
      ['001', 'Banco do Brasil', '1234-5', '56789-0'],
      ['341', 'Itaú Unibanco', '0457', '12345-6'],
    ],
  },
  {
    code: 'MTZ-0002',
    cnpj: '45678901000175',
    corporateName: 'Eletro Sul Distribuidora S.A.',
    tradeName: 'Eletro Sul',
    owner: 'vendedor',
    accounts: [['237', 'Bradesco', '3321-0', '998877-1']],
  },
  {
    code: 'MTZ-0003',
    cnpj: '78901234000105',
    corporateName: 'Casa & Lar Utilidades Ltda',
    tradeName: 'Casa & Lar',
    owner: null,
    accounts: [['104', 'Caixa Econômica Federal', '0987', '00012345-X']],
  },
];

/** Demo companies (head offices) with their bank accounts, owned by the demo representatives. */
export async function seedCompanies(db: Db) {
  await grantCompanyModules(db);
  for (const c of COMPANIES) {
    const { rows } = await db.query<{ id: number }>(
      `insert into companies (code, cnpj, corporate_name, trade_name, representative_id)
       values ($1, $2, $3, $4, (select id from users where user_name = $5)) returning id`,
      [c.code, c.cnpj, c.corporateName, c.tradeName, c.owner],
    );
    for (const a of c.accounts)
      await db.query(
        `insert into bank_accounts (company_id, bank_code, bank_name, agency_code, account_code)
         values ($1, $2, $3, $4, $5)`,
        [rows[0]!.id, ...a],
      );
  }
}
