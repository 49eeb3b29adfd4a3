import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { BUYER_CHANGE_WORKFLOW, BUYER_LABELS, BUYERS_PATH } from '@balcao/schema';
import { HistoryPanel } from '../history';
import { ChangeRequestRecordPage } from '../changeRequests';
import { BuyerNameDocument } from '../../__generated__/graphql';
import { BuyerForm } from './BuyerForm';
import { BuyersList } from './BuyersList';
import './buyers.css';

/**
 * /client/buyers and its /create, /edit/:id, /view/:id, /workflow/:id (the registration change
 * request and its execution panel) and /historic/:id variants.
 */
export function BuyersPage() {
  return (
    <ChangeRequestRecordPage
      module="COMPRADORES"
      list={<BuyersList />}
      Form={BuyerForm}
      history={(id) => <BuyerHistory id={id} />}
      workflowTypeCode={BUYER_CHANGE_WORKFLOW}
      recordQuery="BuyerForm"
    />
  );
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
