import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatDateTime, REPRESENTATIVE_MSG } from '@balcao/schema';
import { representativeContracts, representativeParameters } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { RowsTable } from '../../ui/table';
import { RepresentativeExecutionActionsDocument } from '../../__generated__/graphql';
import { representativeContractDocs, representativeParameterDocs } from '../../__generated__/resources';
import { ResourceChildList } from '../resources';
import { Conclusion } from './Conclusion';
import { CustomerReassignment } from './CustomerReassignment';
import { RepresentativeCommissions } from './RepresentativeCommissions';
import { RepresentativeDocuments } from './RepresentativeDocuments';
import { isOpen, type Representative } from './types';

const KIND: Record<string, string> = {
  START: 'Início',
  ANSWER: 'Resposta',
  PRESIDENCY_ANSWER: 'Resposta da presidência',
  SAVE_DRAFT: 'Rascunho salvo',
  ASSUME: 'Tarefa assumida',
  MANAGER_ASSUME: 'Assumida pelo gestor',
  MANAGER_LEAVE: 'Devolvida pelo gestor',
  AGREE: 'De acordo',
  TRANSFER: 'Transferência',
  DEACTIVATE: 'Inativação',
};

/** The actions of his latest registration execution, by its executionWorkflowId. */
function ExecutionActions({ executionWorkflowId }: { executionWorkflowId: number }) {
  const { data, loading, error } = useQuery(RepresentativeExecutionActionsDocument, {
    variables: { executionWorkflowId },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  return (
    <Card className="form-card">
      <h2>Ações do fluxo de cadastro</h2>
      {loading && !data ? (
        <Spinner aria-label="Carregando" size={24} />
      ) : error ? (
        <NonIdealState icon="error" title={REPRESENTATIVE_MSG.actionsFailed} />
      ) : (
        <RowsTable
          aria-label="Ações do fluxo de cadastro"
          rows={data?.representativeActions ?? []}
          columns={[
            { title: 'Data', cell: (a) => formatDateTime(a.at) },
            { title: 'Tarefa', cell: (a) => a.taskTitle ?? '—' },
            { title: 'Ação', cell: (a) => KIND[a.kind] ?? a.kind },
            { title: 'Resposta', cell: (a) => a.actionName ?? '—' },
            { title: 'Por', cell: (a) => a.actorName },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * What belongs to a representative, under his form: his registration parameters (one set) and
 * contracts, changed while his registration is open; his registration execution's actions; once
 * registered, his documents (contract, distratos) and commissions; after his deactivation, his
 * customers to reassign.
 */
export function RepresentativeParts({
  representative,
  readOnly,
}: {
  representative: Representative | null;
  readOnly: boolean;
}) {
  const can = useCan();
  const client = useApolloClient();
  if (!representative)
    return (
      <Card className="form-card">
        <h2>Parâmetros de cadastro e contrato</h2>
        <p className="muted">Salve o pré-cadastro para informar os parâmetros de cadastro e o contrato.</p>
      </Card>
    );
  const locked = readOnly || !isOpen(representative);
  // Registered: his registration approved (active), his contract ended (distrato) or deactivated.
  const registered = ['ACTIVE', 'DISTRATO', 'INACTIVE'].includes(representative.status ?? '');
  const parent = { field: 'representativeId', id: representative.id };
  // The first part written moves him into consultation: his page reads him again.
  const onChanged = () => void client.refetchQueries({ include: ['RepresentativeRecord'] });
  return (
    <>
      <ResourceChildList
        def={representativeParameters}
        docs={representativeParameterDocs}
        parent={parent}
        columns={[
          'commissionPercentage',
          'paymentSchedule',
          'commissionEmission',
          'minCommission',
          'maxCommission',
          'manualCommission',
        ]}
        title="Parâmetros de cadastro"
        noun={{ one: 'conjunto de parâmetros', gender: 'm' }}
        readOnly={locked}
        max={1}
        onChanged={onChanged}
      />
      {can(representativeContracts.module, 'VISUALIZAR') && (
        <ResourceChildList
          def={representativeContracts}
          docs={representativeContractDocs}
          parent={parent}
          columns={[
            'contractNumber',
            'startContract',
            'endContract',
            'grossValue',
            'netValue',
            'irrfValue',
            'contractPercentage',
          ]}
          title="Contratos"
          noun={{ one: 'contrato', gender: 'm' }}
          readOnly={locked}
          onChanged={onChanged}
        />
      )}
      {isOpen(representative) && can(representativeParameters.module, 'INCLUIR') && (
        <Conclusion representative={representative} />
      )}
      {representative.executionWorkflowId && (
        <ExecutionActions executionWorkflowId={representative.executionWorkflowId} />
      )}
      {registered && can(representativeContracts.module, 'VISUALIZAR') && (
        <RepresentativeDocuments representative={representative} />
      )}
      {registered && can('COMISSAO', 'VISUALIZAR') && (
        <RepresentativeCommissions representative={representative} />
      )}
      {['DISTRATO', 'INACTIVE'].includes(representative.status ?? '') && (
        <CustomerReassignment representative={representative} />
      )}
    </>
  );
}
