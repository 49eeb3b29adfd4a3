import { Card, Checkbox } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { AttachProfilesDocument, UserProfilesDocument } from '../../__generated__/graphql';

/**
 * A user's profiles under his record, each attached or taken off as it is ticked. The answer is
 * his record, so that his page's stale-save check follows the change.
 */
export function UserProfiles({ userId, readOnly }: { userId: string; readOnly: boolean }) {
  const { data } = useQuery(UserProfilesDocument, { variables: { id: userId } });
  const [attach, { loading }] = useMutation(AttachProfilesDocument);
  const chosen = data?.user?.profiles.map((p) => p.id) ?? [];
  const options = data?.userProfileOptions ?? [];
  const toggle = async (id: string) => {
    const profiles = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id];
    try {
      await attach({ variables: { userId, profiles } });
      notify.success(MSG.changeSaved);
    } catch {
      notify.error(MSG.attachProfilesFailed);
    }
  };
  return (
    <Card className="form-card">
      <h2>Perfis</h2>
      {data && options.length === 0 && <span className="muted">Nenhum perfil cadastrado</span>}
      <div className="profiles-choice" role="group" aria-label="Perfis">
        {options.map((p) => (
          <Checkbox
            key={p.id}
            label={p.active ? p.name : `${p.name} (inativo)`}
            checked={chosen.includes(p.id)}
            disabled={readOnly || loading}
            onChange={() => void toggle(p.id)}
          />
        ))}
      </div>
    </Card>
  );
}
