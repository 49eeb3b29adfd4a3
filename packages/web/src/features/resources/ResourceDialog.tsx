import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ResourceDef } from '@balcao/schema/resources';
import { ConflictNotice, FormSummary } from '../../ui/form';
import type { WriteDocs } from './docs';
import { ResourceFields } from './ResourceFields';
import { useResourceForm, type FormRecord } from './useResourceForm';
import type { ResourceUi } from './ui';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * A small area's record in a dialog over its list ('Nova situação', 'Editar situação'): the same
 * form hook as a record page, opened with the list's row.
 */
export function ResourceDialog<CM, Rec extends FormRecord, Input>({
  def,
  docs,
  ui,
  record,
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  docs: WriteDocs<CM, Input>;
  ui: ResourceUi<never, Rec>;
  record: Rec | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const state = useResourceForm(def, docs, {
    record,
    readOnly: false,
    onDone: onSaved,
  });
  const { form, submit, conflict, saving } = state;
  const { one, gender } = def.noun;
  const title = record ? `Editar ${one}` : `Nov${gender === 'm' ? 'o' : 'a'} ${one}`;
  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={cap(one)}>
        <DialogBody>
          <FormSummary text={form.summary} />
          {conflict && <ConflictNotice changes={conflict} onReload={onSaved} />}
          <ResourceFields def={def} ui={ui} state={state} record={record} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>CANCELAR</Button>
              <Button type="submit" intent="primary" loading={saving}>
                SALVAR
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
