import { beforeAll, describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';
import { seededApproval } from './workflows.testkit.js';

const { t, call } = testAppWith(['admin', 'aprovador', 'vendedor', 'semperfil']);
let typeId = 0;

beforeAll(async () => {
  typeId = Number(
    (await t.db.query<{ id: number }>("select id from workflow_types where code = 'CADASTRO_CLIENTE'"))
      .rows[0]!.id,
  );
});

const get = async (who: string, path: string) => call(who, 'GET', `/services${path}`);

describe('workflow lookups (spec/02 §7)', () => {
  it("roles by workflow id or alias are those the latest version's tasks name", async () => {
    for (const ref of [String(typeId), 'cadastro_cliente']) {
      const res = await get('admin', `/workflows/by/${ref}/roles`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { code: string }) => r.code)).toEqual(['REQUESTER', 'REGIONAL_MANAGER']);
    }
    expect((await get('admin', '/workflows/by/NOPE/roles')).statusCode).toBe(404);
    expect((await get('semperfil', `/workflows/by/${typeId}/roles`)).statusCode).toBe(403);
  });

  it('tasks by workflow type, narrowed by action-title alias', async () => {
    const all = (await get('admin', '/tasks/by-type?type=CADASTRO_CLIENTE')).json();
    expect(all.map((k: { title: string }) => k.title)).toEqual([
      'Solicitação de cadastro',
      'Aprovação do gerente regional',
    ]);
    const approvals = (await get('admin', `/tasks/by-type?type=${typeId}&alias=aprovacao`)).json();
    expect(approvals.map((k: { title: string }) => k.title)).toEqual(['Aprovação do gerente regional']);
    expect((await get('admin', '/tasks/by-type')).statusCode).toBe(400);
  });

  it("the SLA is each task's hours and their sum", async () => {
    const res = await get('aprovador', '/workflows/sla/CADASTRO_CLIENTE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ workflowTypeId: typeId, version: 1, totalHours: 72 });
    expect(res.json().tasks.map((k: { slaHours: number }) => k.slaHours)).toEqual([24, 48]);
    expect((await get('semperfil', '/workflows/sla/CADASTRO_CLIENTE')).statusCode).toBe(403);
  });

  it("findByObject gives a record's running (else latest) execution, or null", async () => {
    const registerId = await seededApproval(t);
    const found = (
      await get('aprovador', `/workflows/findByObject?registerId=${registerId}&type=CADASTRO_CLIENTE`)
    ).json();
    expect(found.execution).toMatchObject({ registerId, status: 'IN_PROGRESS', version: 1 });
    const { rows } = await t.db.query<{ id: number }>(
      `select c.id from customers c where not exists
         (select 1 from workflow_executions e where e.register_id = c.id::text) order by c.id limit 1`,
    );
    const none = await get(
      'admin',
      `/workflows/findByObject?registerId=${rows[0]!.id}&type=CADASTRO_CLIENTE`,
    );
    expect(none.json()).toEqual({ execution: null });
    // A record he may not read, with no execution he takes part in: its rule's refusal.
    expect(
      (await get('aprovador', '/workflows/findByObject?registerId=NONE&type=CADASTRO_CLIENTE')).statusCode,
    ).toBe(404);
  });

  it('versions by task id: the versions of its type that hold a task of that title', async () => {
    const taskId = Number(
      (
        await t.db.query<{ id: number }>(
          "select id from workflow_tasks where title = 'Solicitação de cadastro'",
        )
      ).rows[0]!.id,
    );
    expect((await call('admin', 'POST', `/services/workflows/${typeId}/versions`)).statusCode).toBe(201);
    const res = await get('admin', `/tasks/${taskId}/versions`);
    expect(res.json().map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect((await get('admin', '/tasks/999999/versions')).statusCode).toBe(404);
  });

  it('type id by code', async () => {
    expect((await get('admin', '/workflows/code/cadastro_cliente')).json()).toEqual({ id: typeId });
  });

  it("the demo's tasks and their notifications name real records, as the palette names them", async () => {
    const customer = await seededApproval(t);
    const {
      rows: [c],
    } = await t.db.query<{ name: string; cnpj: string }>(
      'select corporate_name as name, cnpj from customers where id = $1',
      [Number(customer)],
    );
    const cnpj = c!.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const tasks = (await get('aprovador', '/tasks/mine?pageSize=50')).json().rows as {
      registerId: string;
      registerName: string | null;
      workflowTitle: string;
    }[];
    expect(tasks.find((r) => r.registerId === customer)?.registerName).toBe(`${c!.name} (${cnpj})`);
    // A buyer's change waits for him too: every row names its record, none is an id.
    expect(tasks.map((r) => r.workflowTitle)).toContain('Alteração cadastral de comprador');
    expect(tasks.every((r) => r.registerName && !r.registerName.includes('registro'))).toBe(true);
    // The panel's search finds the task by the name its Registro column shows, accents and case aside.
    const byName = (await get('aprovador', `/tasks/mine?q=${encodeURIComponent(c!.name.toUpperCase())}`))
      .json()
      .rows.map((r: { registerId: string }) => r.registerId);
    expect(byName).toContain(customer);
    expect((await get('aprovador', '/tasks/mine?q=Nenhum%20registro%20assim')).json().rows).toEqual([]);
    const notes = (await get('aprovador', '/notifications?pageSize=50')).json().rows as {
      notification: { content: string; link: string | null };
    }[];
    const mine = notes.find((n) => n.notification.content.includes(`(${c!.name} (${cnpj}))`));
    expect(mine?.notification.link).toMatch(new RegExp(`^/client/customer/workflow/${customer}\\?`));
    // The registration aprovador returned is vendedor's task again, named the same way.
    // (His orders the regional manager returned for correction are his tasks too.)
    const back = (await get('vendedor', '/tasks/mine?pageSize=50'))
      .json()
      .rows.filter((r: { workflowTitle: string }) => r.workflowTitle !== 'Aprovação de Pedidos');
    expect(back).toEqual([
      expect.objectContaining({
        taskTitle: 'Solicitação de cadastro',
        registerName: expect.stringMatching(/ \(\d{2}\./),
      }),
    ]);
  });
});
