import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CUSTOMER_LABELS, CUSTOMER_WORKFLOW, matchRoute } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { HistoryPanel } from '../history';
import { WorkflowExecutionPanel } from '../workflowExecution';
import { BASE, CustomerList } from './CustomerList';
import { CustomerRecord } from './CustomerRecord';
import './customers.css';

/** Field names of a customer's history. */
const LABELS: Record<string, string> = {
  ...CUSTOMER_LABELS,
  document: 'Documento',
  fiscalParameters: 'Parâmetros fiscais',
  businessHierarchy: 'Hierarquia comercial',
  registration: 'Parâmetros de cadastro',
  natureTaxOperations: 'Natureza de operação',
};

/**
 * /client/customer and its /create, /edit/:id, /view/:id, /workflow/:id (the registration task,
 * with the execution panel) and /historic/:id variants.
 */
export function CustomersPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const can = useCan();
  const variant = matchRoute(pathname)?.variant;
  const id = pathname.split('/')[4];
  if (variant === 'create' && can('PRE_CADASTRO_CLIENTE', 'INCLUIR'))
    return <CustomerRecord key="create" mode="create" />;
  if (variant === 'edit' && id) return <CustomerRecord key={`edit-${id}`} mode="edit" id={id} />;
  if (variant === 'view' && id) return <CustomerRecord key={`view-${id}`} mode="view" id={id} />;
  if (variant === 'historic' && id)
    return (
      <HistoryPanel
        entity="customer"
        id={id}
        title="Cliente"
        labels={LABELS}
        onBack={() => navigate(`${BASE}/view/${id}`)}
      />
    );
  if (variant === 'workflow' && id)
    return <CustomerWorkflow key={`${id}-${params.get('executionWorkflowId')}`} id={id} />;
  return <CustomerList panel={false} />;
}

/**
 * A customer's registration task: the record first, read-only unless the open task lets its holder
 * edit it (a registration returned to the requester for correction), then the execution panel.
 */
function CustomerWorkflow({ id }: { id: string }) {
  const [params] = useSearchParams();
  const execution = params.get('executionWorkflowId');
  const [editable, setEditable] = useState(false);
  return (
    <div className="customer-workflow">
      {/^\d+$/.test(id) && <CustomerRecord key={`wf-${id}`} mode="workflow" id={id} editable={editable} />}
      <div className="page">
        <WorkflowExecutionPanel
          {...(execution
            ? { executionWorkflowId: execution }
            : { registerId: id, workflowTypeCode: CUSTOMER_WORKFLOW })}
          onContext={(ctx) => setEditable(ctx.status === 'IN_PROGRESS' && ctx.canEdit)}
        />
      </div>
    </div>
  );
}

/** /client/customer/panel: pre-registrations and customers in approval. */
export const CustomerPanelPage = () => <CustomerList panel />;
