import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BUYER_CHANGE_WORKFLOW, BUYER_LABELS, BUYERS_PATH, matchRoute } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { HistoryPanel } from '../history';
import { ChangeRequestWorkflow } from '../changeRequests';
import { BuyerNameDocument } from '../../__generated__/graphql';
import { BuyerForm } from './BuyerForm';
import { BuyersList } from './BuyersList';
import './buyers.css';

const M = 'COMPRADORES';

/**
 * /client/buyers and its /create, /edit/:id, /view/:id, /workflow/:id (the registration change
 * request and its execution panel) and /historic/:id variants.
 */
export function BuyersPage() {
  const { pathname } = useLocation();
  const can = useCan();
  const variant = matchRoute(pathname)?.variant;
  const id = pathname.split('/')[4];
  if (variant === 'historic' && id) return <BuyerHistory id={id} />;
  if (variant === 'create' && can(M, 'INCLUIR')) return <BuyerForm key="create" mode="create" />;
  if (variant === 'edit' && id && can(M, 'EDITAR'))
    return <BuyerForm key={`edit-${id}`} mode="edit" id={id} />;
  if (variant === 'workflow' && id)
    return (
      <BuyerForm
        key={`wf-${id}`}
        mode="workflow"
        id={id}
        workflow={
          <ChangeRequestWorkflow
            registerId={id}
            workflowTypeCode={BUYER_CHANGE_WORKFLOW}
            recordQuery="BuyerForm"
          />
        }
      />
    );
  if ((variant === 'view' || variant === 'edit') && id)
    return <BuyerForm key={`view-${id}`} mode="view" id={id} />;
  return <BuyersList />;
}

function BuyerHistory({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(BuyerNameDocument, { variables: { id } });
  return (
    <HistoryPanel
      entity="buyer"
      id={id}
      title={data?.buyer?.name ?? ''}
      labels={BUYER_LABELS}
      onBack={() => navigate(`${BUYERS_PATH}/view/${id}`)}
    />
  );
}
