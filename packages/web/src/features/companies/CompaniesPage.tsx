import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { COMPANY_CHANGE_WORKFLOW } from '@balcao/schema';
import { HistoryPanel } from '../history';
import { ChangeRequestRecordPage } from '../changeRequests';
import { CompanyNameDocument } from '../../__generated__/graphql';
import { CompaniesList } from './CompaniesList';
import { CompanyForm } from './CompanyForm';
import { COMPANIES_PATH, COMPANY_LABELS } from './records';

/**
 * /administrative/companies and its /create, /edit/:id, /view/:id, /workflow/:id (the registration
 * change request and its execution panel) and /historic/:id variants.
 */
export function CompaniesPage() {
  return (
    <ChangeRequestRecordPage
      module="EMPRESAS"
      list={<CompaniesList />}
      Form={CompanyForm}
      history={(id) => <CompanyHistory id={id} />}
      workflowTypeCode={COMPANY_CHANGE_WORKFLOW}
      recordQuery="CompanyForm"
    />
  );
}

function CompanyHistory({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(CompanyNameDocument, { variables: { id } });
  return (
    <HistoryPanel
      entity="company"
      id={id}
      title={data?.company?.corporateName ?? ''}
      labels={COMPANY_LABELS}
      onBack={() => navigate(`${COMPANIES_PATH}/view/${id}`)}
    />
  );
}
