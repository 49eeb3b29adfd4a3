import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { HistoryPanel } from '../history';
import { UserNameDocument } from '../../__generated__/graphql';
import { USER_LABELS, UserForm } from './UserForm';
import { UsersList } from './UsersList';

const M = 'CONTROLE_DE_USUARIO';

/** /administrative/users and its /create, /edit/:id and /view/:id variants. */
export function UsersPage() {
  const { pathname } = useLocation();
  const can = useCan();
  const match = matchRoute(pathname);
  const id = pathname.split('/')[4];
  const allowed = (action: 'INCLUIR' | 'EDITAR' | 'INATIVAR') => can(M, action);
  if (match?.variant === 'historic' && id) return <UserHistory id={id} />;
  if (match?.variant === 'create' && allowed('INCLUIR')) return <UserForm key="create" mode="create" />;
  if (match?.variant === 'edit' && id && allowed('EDITAR'))
    return <UserForm key={`edit-${id}`} mode="edit" id={id} />;
  if ((match?.variant === 'view' || match?.variant === 'edit') && id)
    return <UserForm key={`view-${id}`} mode="view" id={id} />;
  return (
    <UsersList
      canCreate={allowed('INCLUIR')}
      canEdit={allowed('EDITAR')}
      canInactivate={allowed('INATIVAR')}
    />
  );
}

function UserHistory({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(UserNameDocument, { variables: { id } });
  return (
    <HistoryPanel
      entity="user"
      id={id}
      title={data?.user?.name ?? ''}
      labels={USER_LABELS}
      onBack={() => navigate(`/administrative/users/view/${id}`)}
    />
  );
}
