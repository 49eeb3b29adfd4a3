import { AppApolloProvider } from '../apollo/AppApolloProvider';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The sign-in page's new-password form, with the GraphQL client it needs (loaded only then). */
export function ExpiredPasswordStep(props: { current: string; onDone: () => void }) {
  return (
    <AppApolloProvider>
      <ChangePasswordForm {...props} />
    </AppApolloProvider>
  );
}
