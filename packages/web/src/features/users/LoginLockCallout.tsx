import { Button, Callout } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { LiftLoginLockDocument, LoginLockCalloutDocument } from '../../__generated__/graphql';

/** Tells an administrator that failed sign-ins hold the user's account, and lets him lift it. */
export function LoginLockCallout({ userId, canLift }: { userId: string; canLift: boolean }) {
  const { data } = useQuery(LoginLockCalloutDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  const [lift, lifting] = useMutation(LiftLoginLockDocument, { variables: { userId } });
  if (!data?.loginLock.locked) return null;
  const onLift = async () => {
    try {
      const res = await lift({
        update: (cache, { data: d }) =>
          d &&
          cache.writeQuery({
            query: LoginLockCalloutDocument,
            variables: { userId },
            data: { loginLock: d.liftLoginLock },
          }),
      });
      if (res.data && !res.data.liftLoginLock.locked) notify.success(MSG.loginLockLifted);
    } catch {
      notify.error(MSG.loginLockLiftFailed);
    }
  };
  return (
    <Callout intent="warning" icon="lock" className="login-lock" title={MSG.loginLocked}>
      <p>{MSG.loginLockedDetail(data.loginLock.failures)}</p>
      {canLift && (
        <Button intent="warning" loading={lifting.loading} onClick={() => void onLift()}>
          DESBLOQUEAR ACESSO
        </Button>
      )}
    </Callout>
  );
}
