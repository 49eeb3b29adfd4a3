import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { HistoryPanel } from '../history';
import { ProfileNameDocument } from '../../__generated__/graphql';
import { ProfileForm, PROFILE_LABELS } from './ProfileForm';
import { ProfilesList } from './ProfilesList';

const M = 'CONTROLE_DE_PERFIL';

/** /administrative/profiles and its /create, /edit/:id, /view/:id and /historic/:id variants. */
export function ProfilesPage() {
  const { pathname } = useLocation();
  const can = useCan();
  const variant = matchRoute(pathname)?.variant;
  const id = pathname.split('/')[4];
  if (variant === 'historic' && id) return <ProfileHistory id={id} />;
  if (variant === 'create' && can(M, 'INCLUIR')) return <ProfileForm key="create" mode="create" />;
  if (variant === 'edit' && id && can(M, 'EDITAR'))
    return <ProfileForm key={`edit-${id}`} mode="edit" id={id} />;
  if ((variant === 'view' || variant === 'edit') && id)
    return <ProfileForm key={`view-${id}`} mode="view" id={id} />;
  return (
    <ProfilesList
      can={{
        create: can(M, 'INCLUIR'),
        edit: can(M, 'EDITAR'),
        inactivate: can(M, 'INATIVAR'),
        remove: can(M, 'EXCLUIR'),
      }}
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
