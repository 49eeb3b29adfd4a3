import type { Db } from '../db/db.js';

const idOf = async (db: Db, sql: string, params: unknown[]) =>
  Number((await db.query<{ id: number }>(sql, params)).rows[0]!.id);
const userId = (db: Db, userName: string) =>
  idOf(db, 'select id from users where user_name = $1', [userName]);

/**
 * The demo workflow: customer registration, requested by `vendedor` and approved by `aprovador`
 * (regional manager); its executions are the demo's work (demoWork.seed.ts).
 */
export async function seedWorkflows(db: Db) {
  const situations: number[] = [];
  for (const [name, description] of [
    ['Em análise', 'Aguardando aprovação'],
    ['Aprovado', 'Cadastro aprovado'],
    ['Reprovado', 'Devolvido ao solicitante para correção'],
  ])
    situations.push(
      await idOf(db, 'insert into situations (name, description) values ($1, $2) returning id', [
        name,
        description,
      ]),
    );

  const title = async (t: string, alias: string, actions: [string, string][]) => {
    const id = await idOf(db, 'insert into action_titles (title, alias) values ($1, $2) returning id', [
      t,
      alias,
    ]);
    for (const [i, [name, effect]] of actions.entries())
      await db.query(
        'insert into workflow_actions (action_title_id, name, effect, execution_order) values ($1, $2, $3, $4)',
        [id, name, effect, i + 1],
      );
    return id;
  };
  const request = await title('Solicitação', 'SOLICITACAO', [['Enviar para aprovação', 'ADVANCE']]);
  const approval = await title('Aprovação', 'APROVACAO', [
    ['Aprovado', 'ADVANCE'],
    ['Reprovado', 'RETURN'],
  ]);
  await title('Aprovação de itens', 'APROVACAO_ITENS', [
    ['Aprovar itens', 'APPROVE_ITEMS'],
    ['Reprovado', 'RETURN'],
  ]);

  const type = await idOf(
    db,
    // No start module yet: the customers screens will name theirs when they start these executions.
    `insert into workflow_types (code, title, description) values ('CADASTRO_CLIENTE',
       'Cadastro de Cliente', 'Aprovação do cadastro de um novo cliente') returning id`,
    [],
  );
  for (const s of situations)
    await db.query('insert into workflow_type_situations (type_id, situation_id) values ($1, $2)', [type, s]);
  const version = await idOf(
    db,
    'insert into workflow_versions (type_id, number) values ($1, 1) returning id',
    [type],
  );
  const task = (
    t: string,
    order: number,
    sla: number,
    isEdit: boolean,
    roles: string[],
    actionTitle: number,
  ) =>
    idOf(
      db,
      `insert into workflow_tasks (version_id, title, execution_order, sla_hours, is_edit, roles, action_title_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [version, t, order, sla, isEdit, roles, actionTitle],
    );
  await task('Solicitação de cadastro', 1, 24, true, ['REQUESTER'], request);
  const approve = await task('Aprovação do gerente regional', 2, 48, false, ['REGIONAL_MANAGER'], approval);
  await db.query(
    `insert into workflow_task_fields (task_id, idx, form_id, type_id, fields_id, value)
     values ($1, 0, 'customer', 'textarea', 'approvalNote', null)`,
    [approve],
  );

  // Approval modes go through their own approval: requested by whoever registers one, approved by
  // an APPROVER; /administrative/registerAux/approvalMode/workflow/<id> opens it.
  await seedApprovalWorkflow(db, {
    code: 'MODO_APROVACAO',
    title: 'Modo de Aprovação',
    description: 'Aprovação de um modo de aprovação',
    recordPath: '/administrative/registerAux/approvalMode',
    startModule: 'MODO_DE_APROVACAO',
    tasks: ['Solicitação do modo de aprovação', 'Aprovação do modo de aprovação'],
    approverRole: 'APPROVER',
  });

  const [admin, aprovador] = [await userId(db, 'admin'), await userId(db, 'aprovador')];
  const member = (code: string, user: number) =>
    db.query(
      'insert into workflow_role_members (role_id, user_id) select id, $2 from workflow_roles where code = $1',
      [code, user],
    );
  await member('REGIONAL_MANAGER', aprovador);
  await member('APPROVER', aprovador);
  await member('PRESIDENCY', admin);
  await db.query(
    "update workflow_roles set manager_user_id = $1 where code in ('REGIONAL_MANAGER', 'APPROVER')",
    [admin],
  );
}

/**
 * A two-task approval workflow of a record domain: the requester's request (editable, "Enviar para
 * aprovação") and one approval by a role ("Aprovado" / "Reprovado"), with every situation. Needs the
 * action titles seedWorkflows writes; a type already there is left as it is.
 */
export async function seedApprovalWorkflow(
  db: Db,
  w: {
    code: string;
    title: string;
    description: string;
    recordPath: string;
    startModule: string;
    tasks: [request: string, approval: string];
    approverRole: string;
    /** The approval task's answers: an action title's alias ('APROVACAO' by default). */
    approvalActions?: string;
  },
) {
  if ((await db.query('select 1 from workflow_types where code = $1', [w.code])).rows.length) return;
  const type = await idOf(
    db,
    `insert into workflow_types (code, title, description, record_path, start_module)
     values ($1, $2, $3, $4, $5) returning id`,
    [w.code, w.title, w.description, w.recordPath, w.startModule],
  );
  await db.query(
    'insert into workflow_type_situations (type_id, situation_id) select $1, id from situations',
    [type],
  );
  const version = await idOf(
    db,
    'insert into workflow_versions (type_id, number) values ($1, 1) returning id',
    [type],
  );
  await db.query(
    `insert into workflow_tasks (version_id, title, execution_order, sla_hours, is_edit, roles, action_title_id)
     select $1::bigint, $2::text, 1, 24, true, '{REQUESTER}', id from action_titles where alias = 'SOLICITACAO'
     union all
     select $1::bigint, $3::text, 2, 48, false, array[$4::text], id from action_titles where alias = $5`,
    [version, w.tasks[0], w.tasks[1], w.approverRole, w.approvalActions ?? 'APROVACAO'],
  );
}

/**
 * A record's change workflow (ALTERACAO_CADASTRAL_*): the owner's request of a registration
 * change and its approval by `approverRole`, as seedApprovalWorkflow writes it.
 */
export const seedChangeWorkflow = (db: Db, w: Omit<Parameters<typeof seedApprovalWorkflow>[1], 'tasks'>) =>
  seedApprovalWorkflow(db, {
    ...w,
    tasks: ['Solicitação de alteração cadastral', 'Aprovação da alteração cadastral'],
  });

/** One alçada: an approval mode (`code`, its `mode` description, the role that answers) and its value range. */
export type SeedAlcada = {
  code: string;
  mode: string;
  role: string;
  description: string;
  min: string;
  max: string | null;
};

/**
 * A workflow type's alçadas, in the order given: each one's approval mode and its jurisdiction, the
 * value range whose APPROVER tasks that mode's role answers.
 */
export async function seedAlcadas(db: Db, workflowCode: string, alcadas: SeedAlcada[]) {
  const column = <K extends keyof SeedAlcada>(k: K) => alcadas.map((a) => a[k]);
  await db.query(
    `with x as (
       select * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[])
         with ordinality as x (code, mode, role_code, description, min, max, n)),
     modes as (
       insert into approval_modes (code, description, role_code)
       select code, mode, role_code from x order by n
       returning id, code)
     insert into workflow_jurisdictions (type_id, description, min_amount, max_amount, approval_mode_id)
     select t.id, x.description, x.min, x.max, m.id
       from x join modes m on m.code = x.code
       join workflow_types t on t.code = $1
      order by x.n`,
    [
      workflowCode,
      column('code'),
      column('mode'),
      column('role'),
      column('description'),
      column('min'),
      column('max'),
    ],
  );
}
