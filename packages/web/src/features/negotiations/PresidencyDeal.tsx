import { useState } from 'react';
import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { PRESIDENCY_MODULE, PRESIDENCY_MSG, PRESIDENCY_PATH } from '@balcao/schema';
import { displayOf, negotiations } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import { YesNoDialog } from '../../ui/dialogs';
import { ApproveNegotiationAsPresidencyDocument } from '../../__generated__/graphql';
import { negotiationDocs } from '../../__generated__/resources';
import { RecordFigures } from '../resources';
import { NegotiationItems } from './NegotiationItems';
import { StatusTags, Totals } from './NegotiationsPage';
import type { Negotiation } from './types';

const HEADER = [
  'corporateName',
  'corporateNameMatriz',
  'buyerName',
  'representativeName',
  'regionalManager',
  'typeOfFunds',
  'typeOfPayment',
  'campaign',
  'reason',
  'firstPeriod',
  'lastPeriod',
  'destinationState',
  'conditionPayment',
  'valueBudget',
  'issueDate',
] as const;

/**
 * One deal on the presidency's screen: what was negotiated, its figures and its items (adjusted in
 * place at /edit, by whoever holds PRESIDENCIA × EDITAR), and APROVAR, the presidency's answer.
 */
export function PresidencyDeal({ id, mode }: { id: string; mode: 'edit' | 'approve' }) {
  const can = useCan();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(negotiationDocs.record, { variables: { id } });
  const n = data?.negotiation;
  if (loading && !n) return <Spinner aria-label="Carregando" />;
  if (!n)
    return (
      <NonIdealState
        icon="error"
        title={error ? error.message : 'Negociação não encontrada'}
        action={<Button text="VOLTAR" onClick={() => void navigate(PRESIDENCY_PATH)} />}
      />
    );
  const waiting = n.status === 'IN_APPROVAL' && !n.blocked;
  const editing = mode === 'edit' && waiting && can(PRESIDENCY_MODULE, 'EDITAR');
  return (
    <div className="page">
      <h1 className="page-title">
        Presidência: {n.negotiationNumber} <StatusTags n={n} />
      </h1>
      <div className="form-actions">
        <Button text="VOLTAR" onClick={() => void navigate(PRESIDENCY_PATH)} />
        <Button
          icon="flow-linear"
          text="FLUXO DE APROVAÇÃO"
          onClick={() => void navigate(`${negotiations.path}/workflow/${id}`)}
        />
        {mode === 'approve' && waiting && can(PRESIDENCY_MODULE, 'EDITAR') && (
          <Button
            icon="edit"
            text="EDITAR ITENS"
            onClick={() => void navigate(`${PRESIDENCY_PATH}/edit/${id}`)}
          />
        )}
        {waiting && can(PRESIDENCY_MODULE, 'APROVAR') && <ApproveButton negotiation={n} />}
      </div>
      {!waiting && (
        <Callout intent="primary" role="status">
          {PRESIDENCY_MSG.notWaiting}
        </Callout>
      )}
      <Card className="form-card negotiation-totals">
        <h2>Negociação</h2>
        <dl aria-label="Dados da negociação">
          <RecordFigures def={negotiations} record={n} keys={HEADER} />
        </dl>
      </Card>
      <Totals negotiation={n} />
      <NegotiationItems negotiationId={n.id} readOnly={!editing} />
    </div>
  );
}

function ApproveButton({ negotiation }: { negotiation: Negotiation }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [approve, approving] = useMutation(ApproveNegotiationAsPresidencyDocument);
  return (
    <>
      <Button icon="tick-circle" intent="success" text="APROVAR" onClick={() => setAsking(true)} />
      <YesNoDialog
        isOpen={asking}
        title="Aprovar negociação"
        busy={approving.loading}
        onAnswer={(yes) => {
          if (!yes) return setAsking(false);
          void approve({ variables: { id: negotiation.id } })
            .then(() => {
              notify.success(PRESIDENCY_MSG.approved);
              void navigate(PRESIDENCY_PATH);
            })
            .catch(() => undefined)
            .finally(() => setAsking(false));
        }}
      >
        Aprovar a negociação {negotiation.negotiationNumber} (
        {displayOf(negotiations, 'totalValue', negotiation.totalValue)}) como presidência?
      </YesNoDialog>
    </>
  );
}
