import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { FILE_EXTENSIONS, formatDateTime, MSG, RELEASE_MSG } from '@balcao/schema';
import { productReleases } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { ErrorPanel } from '../../ui/feedback/ErrorPanel';
import { RowsTable } from '../../ui/table';
import { ProductReleaseFilesDocument } from '../../__generated__/graphql';
import { FileDownloadButton, FileDrop, useUpload } from '../files';
import type { Release } from './ProductReleaseActions';

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString('pt-BR')} KB`;

/**
 * The order group's files of a release (spec/02 §7: save and get): the list, each downloaded by its
 * name, and a drop area for who edits releases ('Arquivo salvo com sucesso!').
 */
export function ProductReleaseFiles({ release }: { release: Release }) {
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(ProductReleaseFilesDocument, {
    variables: { id: release.id },
    fetchPolicy: 'cache-and-network',
  });
  const upload = useUpload({
    url: `/files/product-releases/${release.id}/files`,
    extensions: FILE_EXTENSIONS,
    successMessage: RELEASE_MSG.fileSaved,
    onUploaded: () => void refetch(),
  });
  const files = data?.productReleaseFiles ?? [];
  return (
    <Card className="form-card">
      <h2>Arquivos do grupo de pedido</h2>
      {error && !data ? (
        <ErrorPanel title={MSG.loadDataFailed} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Spinner size={24} aria-label="Carregando arquivos" />
      ) : (
        <RowsTable
          aria-label="Arquivos do grupo de pedido"
          rows={files}
          empty={<NonIdealState icon="folder-open" description="Nenhum arquivo salvo nesta liberação." />}
          columns={[
            {
              title: 'Arquivo',
              cell: (f) => (
                <FileDownloadButton
                  path={`/files/product-releases/${release.id}/files/${f.id}`}
                  name={f.originalName}
                />
              ),
            },
            { title: 'Tamanho', cell: (f) => kb(f.size) },
            { title: 'Salvo por', cell: (f) => f.savedBy ?? '—' },
            { title: 'Salvo em', cell: (f) => formatDateTime(f.savedAt) },
          ]}
        />
      )}
      {can(productReleases.module, 'EDITAR') && release.status !== 'APROVADA' && (
        <FileDrop label="Salvar arquivo do grupo de pedido" extensions={FILE_EXTENSIONS} upload={upload} />
      )}
    </Card>
  );
}
