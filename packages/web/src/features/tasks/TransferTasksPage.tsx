import { useState } from 'react';
import { Button, Callout, Card, FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { TransferTasksPageDocument, TransferTasksDocument } from '../../__generated__/graphql';
import { UserPicker, type PickedUser } from '../../lib/UserPicker';

/** /administrative/transferTasks: every open task of one user goes to another. */
export function TransferTasksPage() {
  const { data, loading, error, refetch } = useQuery(TransferTasksPageDocument, {
    fetchPolicy: 'network-only',
  });
  const [transfer, { loading: saving }] = useMutation(TransferTasksDocument);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState<PickedUser | null>(null);
  const [failed, setFailed] = useState(false);
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (error && !data) return <NonIdealState icon="error" title={MSG.loadDataFailed} />;
  const holders = data?.usersWithTask ?? [];

  const submit = async () => {
    setFailed(false);
    try {
      await transfer({ variables: { fromUserId: from, toUserId: to!.id } });
      notify.success(MSG.tasksTransferred);
      setFrom('');
      setTo(null);
      await refetch();
    } catch {
      // spec/02 §8: a 400 on transfer only calls the error callback, no toast.
      setFailed(true);
    }
  };

  return (
    <div className="page">
      <h1 className="page-title">Transferência de Tarefas</h1>
      <Card style={{ maxWidth: 560 }}>
        {holders.length === 0 && <p>Nenhum usuário tem tarefas abertas.</p>}
        <FormGroup label="De (usuário com tarefas)" labelFor="transfer-from">
          <HTMLSelect
            id="transfer-from"
            fill
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            options={[
              { value: '', label: 'Selecione' },
              ...holders.map((u) => ({
                value: u.id,
                label: `${u.name} (${u.tasks} tarefa${u.tasks > 1 ? 's' : ''})`,
              })),
            ]}
          />
        </FormGroup>
        {/* Any active user, found by part of his name: the list is never cut at a first page. */}
        <UserPicker label="Para" value={to} onChange={setTo} />
        {to && to.id === from && (
          <Callout intent="warning">Escolha um usuário diferente do que tem as tarefas.</Callout>
        )}
        {failed && (
          <Callout intent="danger" role="alert">
            {MSG.transferTasksFailed}
          </Callout>
        )}
        <Button
          intent="primary"
          disabled={!from || !to || to.id === from || saving}
          onClick={() => void submit()}
        >
          Transferir
        </Button>
      </Card>
    </div>
  );
}
