import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COMPANY_CHANGE_WORKFLOW, matchRoute } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { HistoryPanel } from '../history';
import { ChangeRequestWorkflow } from '../changeRequests';
import { CompanyNameDocument } from '../../__generated__/graphql';
import { CompaniesList } from './CompaniesList';
import { CompanyForm } from './CompanyForm';
import { COMPANIES_PATH, COMPANY_LABELS } from './records';

const M = 'EMPRESAS';

/**
 * /administrative/companies and its /create, /edit/:id, /view/:id, /workflow/:id (the registration
 * change request and its execution panel) and /historic/:id variants.
 */
export function CompaniesPage() {
  const { pathname } = useLocation();
  const can = useCan();
  const variant = matchRoute(pathname)?.variant;
  const id = pathname.split('/')[4];
  if (variant === 'historic' && id) return <CompanyHistory id={id} />;
  if (variant === 'create' && can(M, 'INCLUIR')) return <CompanyForm key="create" mode="create" />;
  if (variant === 'edit' && id && can(M, 'EDITAR'))
    return <CompanyForm key={`edit-${id}`} mode="edit" id={id} />;
  if (variant === 'workflow' && id)
    return (
      <CompanyForm
        key={`wf-${id}`}
        mode="workflow"
        id={id}
        workflow={
          <ChangeRequestWorkflow
            registerId={id}
            workflowTypeCode={COMPANY_CHANGE_WORKFLOW}
            recordQuery="CompanyForm"
          />
        }
      />
    );
  if ((variant === 'view' || variant === 'edit') && id)
    return <CompanyForm key={`view-${id}`} mode="view" id={id} />;
  return <CompaniesList />;
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
