import { productReleaseItems, productReleases } from '@balcao/schema/resources';
import { productReleaseDocs, productReleaseItemDocs } from '../../__generated__/resources';
import type { ProductReleaseItemsListQuery, ProductReleasesListQuery } from '../../__generated__/graphql';
import { RecordStatusTag, ResourceChildList, ResourcePage, type ResourceUi } from '../resources';
import { ProductReleaseActions, type Release } from './ProductReleaseActions';
import { ProductReleaseFiles } from './ProductReleaseFiles';
import { productField } from './ProductPicker';

type Row = ProductReleasesListQuery['productReleases']['rows'][number];
type Item = ProductReleaseItemsListQuery['productReleaseItems']['rows'][number];

const INTENT = { RASCUNHO: 'none', EM_APROVACAO: 'warning', APROVADA: 'success' } as const;

function StatusTag({ status }: { status: string }) {
  return <RecordStatusTag def={productReleases} status={status} intents={INTENT} />;
}

const isDraft = (r: Pick<Release, 'status'>) => r.status === 'RASCUNHO';

/** The release's products, changed only while it is a draft, and its order group's files. */
function Below({ release, readOnly }: { release: Release; readOnly: boolean }) {
  return (
    <>
      <ResourceChildList
        def={productReleaseItems}
        docs={productReleaseItemDocs}
        parent={{ field: 'releaseId', id: release.id }}
        columns={['productCode', 'productName', 'family', 'currentOrderGroup', 'releaseStatus', 'note']}
        title="Produtos da liberação"
        noun={{ one: 'produto', gender: 'm' }}
        search={{
          label: 'Buscar produto na liberação',
          placeholder: 'Buscar por código ou descrição do produto',
        }}
        fields={{ productId: productField<Item> }}
        readOnly={readOnly || !isDraft(release)}
      />
      <ProductReleaseFiles release={release} />
    </>
  );
}

const UI: ResourceUi<Row, Release> = {
  columns: { status: { render: (r) => <StatusTag status={r.status ?? ''} /> } },
  headerTags: (r) => <StatusTag status={r.status ?? ''} />,
  recordActions: (r) => <ProductReleaseActions release={r} />,
  below: (r, readOnly) => r && <Below release={r} readOnly={readOnly} />,
  editable: isDraft,
  editAfterCreate: true,
};

/**
 * /sales/productreleases and its /create, /edit/:id, /view/:id, /workflow/:id and /historic/:id:
 * batches of products brought to sale under an order group, sent to approval through the workflow
 * engine and approved all at once, each with its PDF and its order group's files.
 */
export function ProductReleasesPage() {
  return <ResourcePage def={productReleases} docs={productReleaseDocs} ui={UI} />;
}
