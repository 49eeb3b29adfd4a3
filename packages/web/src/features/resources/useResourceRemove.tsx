import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { recordTitle, resourceMessages, type ResourceDef } from '@balcao/schema/resources';
import { actionRefusalText } from '../../lib/forbiddenText';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { YesNoDialog } from '../../ui/dialogs';
import type { BaseRecord, RemoveDocs } from './docs';

/**
 * Asks, then deletes a record of an area that may delete them: the confirmation names the record,
 * the texts are the area's ('Conta bancária excluída com sucesso!'), a refusal the services' own.
 * `dialog` must be rendered; `ask(record)` opens it.
 */
export function useResourceRemove<Rec extends BaseRecord>(
  def: ResourceDef,
  docs: RemoveDocs,
  onDeleted: () => void,
) {
  const msg = resourceMessages(def);
  const [asking, setAsking] = useState<Rec | null>(null);
  // Apollo reads the document only when the mutation runs: an area without deletion never asks.
  const [remove, removing] = useMutation(docs.remove!, OWN_ERROR_TEXT);
  const answer = async (yes: boolean) => {
    const record = asking;
    if (!yes || !record) return setAsking(null);
    try {
      await remove({ variables: { id: record.id } });
      notify.success(msg.deleted);
      onDeleted();
    } catch (err) {
      notify.error(actionRefusalText(err) ?? msg.deleteFailed);
    }
    setAsking(null);
  };
  const article = def.noun.gender === 'm' ? 'o' : 'a';
  const dialog = (
    <YesNoDialog
      isOpen={asking !== null}
      title={msg.deleteTitle}
      intent="danger"
      busy={removing.loading}
      onAnswer={(yes) => void answer(yes)}
    >
      {asking && <p>{`Excluir ${article} ${def.noun.one} ${recordTitle(def, asking)}?`}</p>}
    </YesNoDialog>
  );
  return { ask: setAsking, dialog };
}
