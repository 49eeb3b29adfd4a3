import './financial.css';
import { useState } from 'react';
import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime, MSG } from '@balcao/schema';
import { fans } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { YesNoDialog } from '../../ui/dialogs';
import { RowsTable } from '../../ui/table';
import { DeleteFanDocumentDocument, FanDocumentsDocument } from '../../__generated__/graphql';
import { FileDownloadButton } from '../files';
import { FanDocumentAdd } from './FanDocumentAdd';
import { isFanOpen, type Fan } from './types';

/**
 * The FAN's documents (spec/02 §7 FAN), under its form: each downloaded by its name; added and
 * deleted (after a confirmation) while the FAN is open, by who edits FANs. A new FAN has none yet.
 */
export function FanDocuments({ fan }: { fan: Fan | null }) {
  const can = useCan();
  const variables = { workflowFanId: fan?.id ?? '' };
  const { data, loading, refetch } = useQuery(FanDocumentsDocument, { variables, skip: !fan });
  const [remove, removing] = useMutation(DeleteFanDocumentDocument, OWN_ERROR_TEXT);
  const [asking, setAsking] = useState<{ id: string; description: string } | null>(null);
  if (!fan) return null;
  const editing = isFanOpen(fan) && can(fans.module, 'EDITAR');
  const documents = data?.fanDocuments ?? [];
  return (
    <Card className="form-card">
      <h2>Documentos do FAN</h2>
      {loading && !data ? (
        <Spinner size={24} aria-label="Carregando documentos" />
      ) : (
        <RowsTable
          aria-label="Documentos do FAN"
          rows={documents}
          empty={<NonIdealState icon="document" description="Nenhum documento incluído." />}
          columns={[
            { title: 'Descrição', cell: (d) => d.description },
            {
              title: 'Arquivo',
              cell: (d) => (
                <FileDownloadButton path={`/files/fans/${fan.id}/documents/${d.id}`} name={d.filename} />
              ),
            },
            { title: 'Incluído por', cell: (d) => d.createdByName ?? '—' },
            { title: 'Incluído em', cell: (d) => formatDateTime(d.createdAt) },
            editing && {
              headLabel: 'Ações',
              cell: (d) => (
                <Button
                  icon="trash"
                  variant="minimal"
                  intent="danger"
                  aria-label={`Excluir documento ${d.description}`}
                  onClick={() => setAsking({ id: d.id, description: d.description })}
                />
              ),
            },
          ]}
        />
      )}
      {editing && <FanDocumentAdd fanId={fan.id} onSaved={() => void refetch()} />}
      <YesNoDialog
        isOpen={asking !== null}
        title="Excluir documento"
        intent="danger"
        busy={removing.loading}
        onAnswer={(yes) => {
          if (!yes || !asking) return setAsking(null);
          void remove({ variables: { ...variables, documentId: asking.id } })
            .then(
              () => {
                notify.success(MSG.deletionDone);
                void refetch();
              },
              () => notify.error(MSG.deleteFileFailed),
            )
            .finally(() => setAsking(null));
        }}
      >
        Excluir o documento {asking?.description}?
      </YesNoDialog>
    </Card>
  );
}
