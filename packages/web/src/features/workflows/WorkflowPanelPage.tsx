import { useLocation } from 'react-router-dom';
import { matchRoute } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { WorkflowTypeForm } from './WorkflowTypeForm';
import { WorkflowTypesList } from './WorkflowTypesList';

const M = 'PAINEL_WORKFLOW';

/** /administrative/workflowPanel and its /create, /edit/:id and /view/:id variants. */
export function WorkflowPanelPage() {
  const { pathname } = useLocation();
  const can = useCan();
  const match = matchRoute(pathname);
  const id = pathname.split('/')[4];
  if (match?.variant === 'create' && can(M, 'INCLUIR'))
    return <WorkflowTypeForm key="create" mode="create" />;
  if (match?.variant === 'edit' && id && can(M, 'EDITAR'))
    return <WorkflowTypeForm key={`edit-${id}`} mode="edit" id={id} />;
  if ((match?.variant === 'view' || match?.variant === 'edit') && id)
    return <WorkflowTypeForm key={`view-${id}`} mode="view" id={id} />;
  return (
    <WorkflowTypesList
      canCreate={can(M, 'INCLUIR')}
      canEdit={can(M, 'EDITAR')}
      canInactivate={can(M, 'INATIVAR')}
    />
  );
}
