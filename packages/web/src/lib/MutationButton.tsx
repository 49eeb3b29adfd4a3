import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { YesNoDialog } from '../ui/dialogs';
import { OWN_ERROR_TEXT } from './ownErrorText';
import { notify } from './toaster';

/**
 * A record page's button that runs one mutation: it spins while the call runs, then `onDone` gets
 * the answer. `failure` turns a refusal into the screen's own toast text; without it, the error
 * link's toast tells the failure. With `confirm`, the mutation runs only once the user says SIM.
 */
export function MutationButton<TData, TVars extends OperationVariables>({
  mutation,
  variables,
  onDone,
  failure,
  confirm,
  ...button
}: Omit<ButtonProps, 'loading' | 'onClick'> & {
  mutation: TypedDocumentNode<TData, TVars>;
  variables: TVars;
  onDone: (data: TData | undefined) => void;
  failure?: (error: unknown) => string;
  confirm?: { title: string; text: ReactNode };
}) {
  const [asking, setAsking] = useState(false);
  const [mutate, state] = useMutation(mutation, failure ? OWN_ERROR_TEXT : undefined);
  const run = () =>
    (mutate as (options: { variables: TVars }) => Promise<{ data?: TData | null }>)({ variables }).then(
      ({ data }) => onDone(data ?? undefined),
      failure && ((e: unknown) => notify.error(failure(e))),
    );
  return (
    <>
      <Button
        {...button}
        loading={!confirm && state.loading}
        onClick={() => (confirm ? setAsking(true) : void run())}
      />
      {confirm && (
        <YesNoDialog
          isOpen={asking}
          title={confirm.title}
          intent={button.intent === 'danger' ? 'danger' : 'primary'}
          busy={state.loading}
          onAnswer={(yes) => {
            if (!yes) return setAsking(false);
            void run().finally(() => setAsking(false));
          }}
        >
          {confirm.text}
        </YesNoDialog>
      )}
    </>
  );
}
