import {
  BANK_ACCOUNT_CHANGE_WORKFLOW,
  BANKS_PATH,
  COMPANIES_PATH,
  COMPANY_CHANGE_WORKFLOW,
} from '@balcao/schema';
import type { Db } from '../db/db.js';
import { seedChangeWorkflow } from './workflows.seed.js';

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

/**
 * Demo companies (head offices) with their bank accounts, owned by the demo representatives, and
 * the workflows their registration changes and their accounts' data changes go through: asked for
 * by the owner, approved by the board (Diretoria: `admin`).
 */
export async function seedCompanies(db: Db) {
  await seedChangeWorkflow(db, {
    code: COMPANY_CHANGE_WORKFLOW,
    title: 'Alteração cadastral de empresa',
    description: 'Aprovação da alteração do cadastro de uma empresa',
    recordPath: COMPANIES_PATH,
    startModule: 'EMPRESAS',
    approverRole: 'BOARD',
  });
  await seedChangeWorkflow(db, {
    code: BANK_ACCOUNT_CHANGE_WORKFLOW,
    title: 'Alteração cadastral de conta bancária',
    description: 'Aprovação da alteração dos dados de uma conta bancária',
    recordPath: BANKS_PATH,
    startModule: 'BANCOS',
    approverRole: 'BOARD',
  });
  await db.query(
    `insert into workflow_role_members (role_id, user_id)
     select r.id, u.id from workflow_roles r, users u where r.code = 'BOARD' and u.user_name = 'admin'
     on conflict do nothing`,
  );
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
