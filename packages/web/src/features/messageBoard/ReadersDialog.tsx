import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { formatDateTime, MSG } from '@balcao/schema';
import { RowsTable } from '../../ui/table';
import { MessageReadersDocument } from '../../__generated__/graphql';

/** Who received a message and when each read it (page 1, pageSize 1000). */
export function ReadersDialog({
  id,
  subject,
  onClose,
}: {
  id: string;
  subject: string;
  onClose: () => void;
}) {
  const { data, loading, error } = useQuery(MessageReadersDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const rows = data?.messageReaders.rows ?? [];
  const read = rows.filter((r) => r.readingAt).length;
  return (
    <Dialog
      isOpen
      isCloseButtonShown={false}
      title={`Quem leu: ${subject}`}
      onClose={onClose}
      style={{ width: 560 }}
    >
      <DialogBody>
        {loading && !data ? (
          <Spinner aria-label="Carregando" />
        ) : error ? (
          <p>{MSG.loadDataFailed}</p>
        ) : (
          <>
            <p>
              {read} de {data?.messageReaders.totalRegisters ?? 0} destinatários leram.
            </p>
            <RowsTable
              style={{ width: '100%' }}
              aria-label="Leituras"
              rows={rows}
              columns={[
                { title: 'Usuário', cell: (r) => `${r.user.name} (${r.user.userName})` },
                { title: 'Lido em', cell: (r) => (r.readingAt ? formatDateTime(r.readingAt) : 'Não lido') },
              ]}
            />
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Fechar" intent="primary" onClick={onClose} />} />
    </Dialog>
  );
}
