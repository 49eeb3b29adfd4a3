import {
  REPRESENTATIVE_CHANGE_WORKFLOW,
  REPRESENTATIVE_WORKFLOW,
  REPRESENTATIVES_PATH,
} from '@balcao/schema';
import type { Caller } from '../auth/caller.js';
import type { Db } from '../db/db.js';
import { representativesArea } from '../domains/representatives/representatives.area.js';
import { conclude } from '../domains/representatives/representatives.workflow.js';
import { notifyStarted, type Engine } from '../domains/workflows/executions.service.js';
import { cnpjOf } from './customers.seed.js';
import { seedApprovalWorkflow, seedChangeWorkflow } from './workflows.seed.js';

type DemoRep = {
  name: string;
  tradeName: string;
  user: string | null;
  status: 'ACTIVE' | 'PRE_REGISTRATION' | 'IN_CONSULTATION';
  type: string;
  group: string;
  contact: string;
  email: string;
  phone: string;
  /** Gross and net value of his contract, and its percentage; none while pre-registered. */
  contract?: [gross: string, net: string, irrf: string, percent: string];
};

/** The demo's representatives: the four who sign in, and two registrations under way. */
export const DEMO_REPRESENTATIVES: readonly DemoRep[] = [
  {
    name: 'Carlos Vendedor Representações Ltda',
    tradeName: 'CV Representações',
    user: 'vendedor',
    status: 'ACTIVE',
    type: 'COMERCIAL',
    group: 'VAREJO',
    contact: 'Carlos Vendedor',
    email: 'contato@cvrepresentacoes.com.br',
    phone: '11987654321',
    contract: ['18500.00', '16280.00', '2220.00', '3.50'],
  },
  {
    name: 'Almeida Agenciamento Comercial Ltda',
    tradeName: 'Almeida Agenciamento',
    user: 'ralmeida',
    status: 'ACTIVE',
    type: 'AGENTE',
    group: 'ATACADO',
    contact: 'Rodrigo Almeida',
    email: 'rodrigo@almeidaagenciamento.com.br',
    phone: '11976543210',
    contract: ['14200.00', '12496.00', '1704.00', '3.00'],
  },
  {
    name: 'Costa & Filhos Representações Ltda',
    tradeName: 'Costa Representações',
    user: 'mcosta',
    status: 'ACTIVE',
    type: 'COMERCIAL',
    group: 'KEY_ACCOUNT',
    contact: 'Marina Costa',
    email: 'marina@costarepresentacoes.com.br',
    phone: '21987650011',
    contract: ['21750.50', '19140.44', '2610.06', '4.00'],
  },
  {
    name: 'Nogueira Vendas e Representações Ltda',
    tradeName: 'Nogueira Vendas',
    user: 'pnogueira',
    status: 'ACTIVE',
    type: 'DISTRIBUIDOR',
    group: 'E_COMMERCE',
    contact: 'Paulo Nogueira',
    email: 'paulo@nogueiravendas.com.br',
    phone: '31987650022',
    contract: ['12000.00', '10560.00', '1440.00', '2.50'],
  },
  {
    name: 'Rota Norte Representações Ltda',
    tradeName: 'Rota Norte',
    user: null,
    status: 'PRE_REGISTRATION',
    type: 'COMERCIAL',
    group: 'VAREJO',
    contact: 'Fernanda Rocha',
    email: 'fernanda@rotanorte.com.br',
    phone: '9232450033',
  },
  {
    name: 'Vale Sul Agenciamento Ltda',
    tradeName: 'Vale Sul',
    user: null,
    status: 'IN_CONSULTATION',
    type: 'AGENTE',
    group: 'ATACADO',
    contact: 'Gustavo Prado',
    email: 'gustavo@valesul.com.br',
    phone: '4832450044',
    contract: ['9800.00', '8624.00', '1176.00', '2.00'],
  },
  {
    name: 'Serra Azul Representações Ltda',
    tradeName: 'Serra Azul',
    user: null,
    status: 'IN_CONSULTATION',
    type: 'COMERCIAL',
    group: 'VAREJO',
    contact: 'Helena Duarte',
    email: 'helena@serraazul.com.br',
    phone: '3132450055',
    contract: ['11300.00', '9944.00', '1356.00', '2.50'],
  },
];
/** The pre-registrations whose registration the demo concludes: they wait for aprovador's approval. */
export const DEMO_CONCLUDED = ['Vale Sul Agenciamento Ltda', 'Serra Azul Representações Ltda'];

/**
 * The representatives' workflows and the demo's representatives: each of the four who sign in is a
 * company (CNPJ) with his parameters, a contract of this year and his commissions, managed by
 * aprovador; Rota Norte is a pre-registration; Vale Sul and Serra Azul have their parameters and
 * contract, concluded by seedDemoWork.
 */
export async function seedRepresentatives(db: Db) {
  await seedApprovalWorkflow(db, {
    code: REPRESENTATIVE_WORKFLOW,
    title: 'Cadastro de Representante',
    description: 'Aprovação do cadastro de um novo representante pelo gerente regional',
    recordPath: REPRESENTATIVES_PATH,
    startModule: 'PRE_CADASTRO_REPRESENTANTE',
    tasks: ['Solicitação de cadastro de representante', 'Aprovação do gerente regional'],
    approverRole: 'REGIONAL_MANAGER',
  });
  await seedChangeWorkflow(db, {
    code: REPRESENTATIVE_CHANGE_WORKFLOW,
    title: 'Alteração cadastral de representante',
    description: 'Aprovação da alteração do cadastro de um representante',
    recordPath: REPRESENTATIVES_PATH,
    startModule: 'REPRESENTANTES',
    approverRole: 'BOARD',
  });
  for (const [k, r] of DEMO_REPRESENTATIVES.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `insert into representatives (name, trade_name, person_type, cnpj, representative_type, representative_group,
                                    status, contact_name, email, phone, user_id, regional_manager_id)
       select $1, $2, 'PJ', $3, $4, $5, $6, $7, $8, $9, (select id from users where user_name = $10),
              (select id from users where user_name = 'aprovador')
       returning id`,
      [
        r.name,
        r.tradeName,
        cnpjOf(88_100_001 + k, 1),
        r.type,
        r.group,
        r.status,
        r.contact,
        r.email,
        r.phone,
        r.user,
      ],
    );
    if (!r.contract) continue;
    const id = rows[0]!.id;
    const [gross, net, irrf, percent] = r.contract;
    await db.query(
      `insert into representative_parameters (representative_id, payment_schedule, commission, commission_emission,
                                              commission_percentage, min_commission, max_commission, manual_commission,
                                              child_line, formula, function)
       values ($1, 'MENSAL', true, 'FATURAMENTO', $2, '1.00', '6.00', $3, 'Linha branca', 'Faturamento líquido × percentual',
               'Representante externo')`,
      [id, percent, k % 2 === 0],
    );
    await db.query(
      `insert into representative_contracts (representative_id, gross_value, net_value, irrf_value, start_contract,
                                             end_contract, call_number, contract_percentage, fan_current, fan_previous,
                                             goal_budget, other_funds)
       values ($1, $2, $3, $4, date_trunc('year', now())::date, (date_trunc('year', now()) + interval '2 years - 1 day')::date,
               $5, $6, '1.50', '1.25', '25000.00', '5000.00')`,
      [id, gross, net, irrf, `CH-${2026_000 + k}`, percent],
    );
  }
  await seedCommissions(db);
  await seedDistrato(db);
}

/** Almeida's partial distrato: part of his contract ended mid-year, its documents to download. */
async function seedDistrato(db: Db) {
  await db.query(
    `insert into representative_distratos (representative_id, contract_id, kind, termination_date, reason,
                                           gross_value, net_value, created_by)
     select ct.representative_id, ct.id, 'PARTIAL', ct.start_contract + 150, 'Redução da carteira de atacado',
            '2000.00', '1760.00', (select id from users where user_name = 'admin')
       from representative_contracts ct join representatives rp on rp.id = ct.representative_id
       join users u on u.id = rp.user_id and u.user_name = 'ralmeida'`,
  );
}

/** Vale Sul's and Serra Azul's registrations concluded by admin, as their page does: they wait for aprovador. */
export async function concludeDemoRepresentative(engine: Engine, admin: Caller) {
  const { rows } = await engine.db.query<{ id: number }>(
    'select id from representatives where name = any($1::text[]) order by id',
    [DEMO_CONCLUDED],
  );
  for (const { id } of rows) {
    const execution = await engine.db.transaction((tx) =>
      conclude(tx, engine, representativesArea.store, admin, Number(id)),
    );
    await notifyStarted(engine, execution);
  }
}

/**
 * The commissions set by hand in the demo, in one statement: of each representative allowed a
 * manual commission, one approved order line in seven earns his maximum. The others follow his
 * parameters and the ruler, computed when read.
 */
export async function seedCommissions(db: Db) {
  await db.query(
    `insert into representative_commission_overrides (order_item_id, percentage, updated_by)
     select oi.id, pa.max_commission, (select id from users where user_name = 'admin')
       from representatives rp
       join representative_parameters pa on pa.representative_id = rp.id and pa.commission and pa.manual_commission
       join orders o on o.representative_id = rp.user_id and o.active
            and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')
       join order_items oi on oi.order_id = o.id and oi.status = 'APPROVED'
      where oi.id % 7 = 0
     on conflict (order_item_id) do nothing`,
  );
}
