import { productReleaseItems, productReleases } from '@balcao/schema/resources';
import { RELEASE_MSG } from '@balcao/schema';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { productReleaseRoutes } from './productReleases.routes.js';
import { assertDraft, onReleaseEnd } from './productReleases.workflow.js';
import { recordNumberSql } from '../../lib/list.js';

/**
 * Product releases on the kit. Their own rules: data and products change only while the release is
 * a draft; status changes only through its own routes (send, the approval's end).
 */
export const productReleasesArea: ResourceArea = resourceArea(
  productReleases,
  {
    table: 'product_releases',
    alias: 'r',
    createdBy: true,
    from: 'product_releases r left join users u on u.id = r.created_by',
    columns: {
      releaseNumber: recordNumberSql('LIB', 'r.id'),
      status: 'r.status',
      itemCount: '(select count(*)::int from product_release_items i where i.release_id = r.id)',
      requesterName: 'u.name',
      releasedAt: 'r.released_at',
      fileNames: `(select string_agg(f.original_name, ', ' order by rf.saved_at, f.id)
        from product_release_files rf join files f on f.id = rf.file_id where rf.release_id = r.id)`,
    },
  },
  {
    validate: async (db, { before }) => {
      if (before) await assertDraft(db, Number(before.id));
    },
    beforeRemove: async (db, { before }) => assertDraft(db, Number(before.id)),
    extraRoutes: productReleaseRoutes,
  },
);
onReleaseEnd(productReleasesArea);

/**
 * A release's products on the kit, added and removed below it. Their own rules: the release is a
 * draft (also to remove one), the product is active, and an item stays in its release.
 */
export const productReleaseItemsArea: ResourceArea = resourceArea(
  productReleaseItems,
  {
    table: 'product_release_items',
    alias: 'i',
    from: `product_release_items i join product_releases r on r.id = i.release_id
           join products p on p.id = i.product_id`,
    columns: {
      releaseNumber: recordNumberSql('LIB', 'r.id'),
      productCode: 'p.code',
      productName: 'p.name',
      family: 'p.family',
      ncm: 'p.ncm',
      currentOrderGroup: 'p.order_group',
      releaseStatus: 'p.release_status',
    },
  },
  {
    prepare: ({ input, before }) => (before ? { ...input, releaseId: before.releaseId } : input),
    validate: async (db, { input }) => {
      await assertDraft(db, Number(input.releaseId));
      const { rows } = await db.query<{ active: boolean }>('select active from products where id = $1', [
        Number(input.productId),
      ]);
      if (rows[0] && !rows[0].active)
        throw validationFailed([{ field: 'productId', messages: [RELEASE_MSG.inactiveProduct] }]);
    },
    beforeRemove: async (db, { before }) => assertDraft(db, Number(before.releaseId)),
  },
);
