import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MSG } from '@balcao/schema';
import { refusalText } from './forbiddenText';
import { OWN_ERROR_TEXT } from './ownErrorText';
import { notify } from './toaster';

/**
 * The one way a record is activated or deactivated, with the same texts in every area: 'Alteração
 * salva com sucesso'; on failure the services' 403 text or their reason (a rule the change would
 * break), else `failed` ('Falha ao alterar a situação do …', toggleFailedText). Resolves true when
 * it was done.
 */
export function useToggleActive(
  document: TypedDocumentNode<unknown, { id: string | number; active: boolean }>,
  failed: string,
) {
  const [setActive] = useMutation(document, OWN_ERROR_TEXT);
  return async (record: { id: string }, active: boolean) => {
    try {
      await setActive({ variables: { id: record.id, active } });
      notify.success(MSG.changeSaved);
      return true;
    } catch (err) {
      notify.error(refusalText(err) ?? failed);
      return false;
    }
  };
}
