import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@balcao/schema';
import { inputFields, profiles } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import { profileDocs } from '../../__generated__/resources';
import type { Profile_FieldsFragment as Profile } from '../../__generated__/graphql';
import type { RowAction } from '../../ui/grid';
import { ResourcePage, type ResourceUi } from '../resources';
import { PermissionMatrix } from './PermissionMatrix';
import { ProfileExceptions } from './ProfileExceptions';
import './profiles.css';

/** Clonar: a copy of the profile as it is now (not as the row read before), opened for editing. */
function useCloneAction(): RowAction<Profile>[] {
  const can = useCan();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [create] = useMutation(profileDocs.create);
  const clone = async (row: Profile) => {
    const source = await client
      .query({ query: profileDocs.record, variables: { id: row.id }, fetchPolicy: 'network-only' })
      .then((r) => r.data?.profile)
      .catch(() => null);
    if (!source) return notify.error(MSG.profileCloneFailedGeneric);
    const input = Object.fromEntries(inputFields(profiles).map(([k]) => [k, source[k as keyof Profile]]));
    try {
      const r = await create({
        variables: { input: { ...input, name: `${source.name} (cópia)`.slice(0, 100) } as never },
      });
      notify.success(MSG.inclusionDone);
      navigate(`${profiles.path}/edit/${r.data!.createProfile.id}`);
    } catch {
      notify.error(MSG.profileCloneFailed(source.name));
    }
  };
  return [
    {
      kind: 'custom',
      label: 'Clonar',
      icon: 'duplicate',
      hidden: () => !can(profiles.module, 'INCLUIR'),
      onClick: (p) => void clone(p),
    },
  ];
}

const UI: ResourceUi<Profile, Profile> = {
  fields: {
    grants: (p) => <PermissionMatrix {...p} />,
    exceptions: (p) => <ProfileExceptions {...p} />,
  },
  // 'Acesso total' opens every module: every one, not a count of its grants.
  useRowActions: useCloneAction,
  columns: { moduleCount: { text: (p) => (p.global ? 'Todos' : String(p.moduleCount ?? 0)) } },
  // Turning a profile global is confirmed first: it opens every action of every module.
  confirmSave: (values, record) =>
    values.global && !record?.global
      ? {
          title: 'Acesso total',
          text: 'Quem tiver este perfil poderá fazer todas as ações em todos os módulos. Salvar assim?',
        }
      : null,
};

/** /administrative/profiles and its /create, /edit/:id, /view/:id and /historic/:id: who may do what. */
export function ProfilesPage() {
  return <ResourcePage def={profiles} docs={profileDocs} ui={UI} />;
}
