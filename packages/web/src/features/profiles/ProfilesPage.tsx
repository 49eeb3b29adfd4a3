import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../lib/access';
import { RecordPage } from '../../lib/record';
import { HistoryPanel } from '../history';
import { ProfileNameDocument } from '../../__generated__/graphql';
import { ProfileForm, PROFILE_LABELS } from './ProfileForm';
import { ProfilesList } from './ProfilesList';

const M = 'CONTROLE_DE_PERFIL';

/** /administrative/profiles and its /create, /edit/:id, /view/:id and /historic/:id variants. */
export function ProfilesPage() {
  const can = useCan();
  return (
    <RecordPage
      module={M}
      list={
        <ProfilesList
          can={{
            create: can(M, 'INCLUIR'),
            edit: can(M, 'EDITAR'),
            inactivate: can(M, 'INATIVAR'),
            remove: can(M, 'EXCLUIR'),
          }}
        />
      }
      form={(mode, id) => <ProfileForm mode={mode} id={id} />}
      history={(id) => <ProfileHistory id={id} />}
    />
  );
}

function ProfileHistory({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(ProfileNameDocument, { variables: { id } });
  return (
    <HistoryPanel
      entity="profile"
      id={id}
      title={data?.profile?.name ?? ''}
      labels={PROFILE_LABELS}
      onBack={() => navigate(`/administrative/profiles/view/${id}`)}
    />
  );
}
