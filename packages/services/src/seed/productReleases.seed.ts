import { PRODUCT_RELEASE_WORKFLOW, PRODUCT_RELEASES_PATH } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { loadAccessSet } from '../domains/accesses/accesses.repo.js';
import { productReleasesArea } from '../domains/pricing/productReleases.area.js';
import { approveRelease, releaseSent } from '../domains/pricing/productReleases.workflow.js';
import { startIn, type Engine } from '../domains/workflows/executions.service.js';
import { silentNotifier } from '../domains/workflows/notifier.js';
import { seedApprovalWorkflow } from './workflows.seed.js';

/** The demo's releases, each of products waiting for one: a draft, one in approval, one approved. */
const BOOK = [
  { description: 'Lançamentos de TV e monitores — verão', orderGroup: 'G13', products: 4, to: 'RASCUNHO' },
  { description: 'Linha de climatização 2027', orderGroup: 'G14', products: 5, to: 'EM_APROVACAO' },
  { description: 'Notebooks e tablets para volta às aulas', orderGroup: 'G15', products: 3, to: 'APROVADA' },
] as const;

const userId = async (db: Db, userName: string) =>
  Number(
    (await db.query<{ id: number }>('select id from users where user_name = $1', [userName])).rows[0]!.id,
  );

/**
 * Product releases: admin (the product team) asks, aprovador approves (the APPROVER role). The one
 * in approval is aprovador's task; the approved one went through the same workflow.
 */
export async function seedProductReleases(db: Db) {
  await seedApprovalWorkflow(db, {
    code: PRODUCT_RELEASE_WORKFLOW,
    title: 'Liberação de Produtos',
    description: 'Aprovação de uma liberação de produtos para venda',
    recordPath: PRODUCT_RELEASES_PATH,
    startModule: 'LIBERACAO_DE_PRODUTOS',
    tasks: ['Solicitação de liberação de produtos', 'Aprovação da liberação de produtos'],
    approverRole: 'APPROVER',
  });
  const engine: Engine = { db, notifier: silentNotifier, now: () => new Date() };
  const admin = await userId(db, 'admin');
  const approver = await userId(db, 'aprovador');
  const requester = { userId: admin, accessSet: await loadAccessSet(db, admin) };
  let offset = 0;
  for (const r of BOOK) {
    const id = Number(
      (
        await db.query<{ id: number }>(
          `insert into product_releases (description, order_group, created_by) values ($1, $2, $3) returning id`,
          [r.description, r.orderGroup, admin],
        )
      ).rows[0]!.id,
    );
    await db.query(
      `insert into product_release_items (release_id, product_id)
       select $1, id from products where release_status = 'PENDENTE' and active order by id limit $2 offset $3`,
      [id, r.products, offset],
    );
    offset += r.products;
    if (r.to === 'RASCUNHO') continue;
    await db.transaction(async (tx) => {
      await startIn(tx, engine, requester, {
        workflowTypeCode: PRODUCT_RELEASE_WORKFLOW,
        registerId: String(id),
      });
      await releaseSent(tx, productReleasesArea, id, admin);
    });
    if (r.to === 'APROVADA') await approveRelease(engine, id, approver);
  }
}
