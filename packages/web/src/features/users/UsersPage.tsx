import { users } from '@balcao/schema/resources';
import { userDocs } from '../../__generated__/resources';
import type { UserRecordQuery, UsersListQuery } from '../../__generated__/graphql';
import { useCan } from '../../lib/access';
import { TextField } from '../../ui/form';
import { ResourceField, ResourcePage, type ResourceUi } from '../resources';
import { LoginLockCallout } from './LoginLockCallout';
import { UserProfiles } from './UserProfiles';

type Row = UsersListQuery['users']['rows'][number];
type User = NonNullable<UserRecordQuery['user']>;

/** What belongs to a user under his record: the sign-in lock, when there is one, and his profiles. */
function UserParts({ user, readOnly }: { user: User; readOnly: boolean }) {
  const can = useCan();
  return (
    <div className="page">
      <LoginLockCallout userId={user.id} canLift={can(users.module, 'EDITAR')} />
      <UserProfiles userId={user.id} readOnly={readOnly} />
    </div>
  );
}

const UI: ResourceUi<Row, User> = {
  fields: {
    // The sign-in name stays as created.
    userName: (p) => (
      <ResourceField field={users.fields.userName} {...p} readOnly={p.readOnly || p.record !== null} />
    ),
    // Given when the user is created; later he changes it himself ('Alterar senha').
    password: (p) =>
      p.record === null && (
        <TextField
          control={p.control}
          name={p.name}
          label={users.fields.password.label}
          required
          type="password"
          autoComplete="new-password"
        />
      ),
  },
  // His profiles are attached on his page, once he exists.
  below: (user, readOnly) => user && <UserParts user={user} readOnly={readOnly} />,
  editAfterCreate: true,
};

/**
 * /administrative/users and its /create, /edit/:id, /view/:id and /historic/:id variants: the
 * kit's, with the user's password, sign-in lock and profiles.
 */
export function UsersPage() {
  return <ResourcePage def={users} docs={userDocs} ui={UI} />;
}
