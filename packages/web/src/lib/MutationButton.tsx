import { Button, type ButtonProps } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { OWN_ERROR_TEXT } from './ownErrorText';
import { notify } from './toaster';

/**
 * A record page's button that runs one mutation: it spins while the call runs, then `onDone` gets
 * the answer. `failure` turns a refusal into the screen's own toast text; without it, the error
 * link's toast tells the failure.
 */
export function MutationButton<TData, TVars extends OperationVariables>({
  mutation,
  variables,
  onDone,
  failure,
  ...button
}: Omit<ButtonProps, 'loading' | 'onClick'> & {
  mutation: TypedDocumentNode<TData, TVars>;
  variables: TVars;
  onDone: (data: TData | undefined) => void;
  failure?: (error: unknown) => string;
}) {
  const [mutate, state] = useMutation(mutation, failure ? OWN_ERROR_TEXT : undefined);
  const run = mutate as (options: { variables: TVars }) => Promise<{ data?: TData | null }>;
  return (
    <Button
      {...button}
      loading={state.loading}
      onClick={() =>
        void run({ variables }).then(
          ({ data }) => onDone(data ?? undefined),
          failure && ((e: unknown) => notify.error(failure(e))),
        )
      }
    />
  );
}
