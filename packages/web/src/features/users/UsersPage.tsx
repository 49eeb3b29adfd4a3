import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../lib/access';
import { RecordPage } from '../../lib/record';
import { HistoryPanel } from '../history';
import { UserNameDocument } from '../../__generated__/graphql';
import { USER_LABELS, UserForm } from './UserForm';
import { UsersList } from './UsersList';

const M = 'CONTROLE_DE_USUARIO';

/** /administrative/users and its /create, /edit/:id and /view/:id variants. */
export function UsersPage() {
  const can = useCan();
  return (
    <RecordPage
      module={M}
      list={
        <UsersList
          canCreate={can(M, 'INCLUIR')}
          canEdit={can(M, 'EDITAR')}
          canInactivate={can(M, 'INATIVAR')}
        />
      }
      form={(mode, id) => <UserForm mode={mode} id={id} />}
      history={(id) => <UserHistory id={id} />}
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
