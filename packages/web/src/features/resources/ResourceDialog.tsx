import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import type { ResourceDef } from '@balcao/schema/resources';
import { ConflictNotice, FormSummary } from '../../ui/form';
import type { RecordDocs, WriteDocs } from './docs';
import { ResourceFields } from './ResourceFields';
import { useResourceForm, type FormOutcome, type FormRecord } from './useResourceForm';
import { useResourceRecord } from './useResourceRecord';
import type { ResourceUi } from './ui';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

type Props<RQ, CM, Rec extends FormRecord, Input> = {
  def: ResourceDef;
  docs: RecordDocs<RQ, Rec> & WriteDocs<CM, Input>;
  ui: ResourceUi<never, Rec>;
  /** The record being edited (null: a new one); with only its id, it is read first. */
  id: string | null;
  record: Rec | null;
  /** Values a new record starts with (the workflow type whose page it is added on). */
  initial?: Record<string, unknown>;
  onClose: () => void;
  onSaved: (o: FormOutcome) => void;
};

/**
 * A small area's record in a dialog over its list ('Nova situação', 'Editar situação'): the same
 * form hook as a record page, opened with the list's row. An area with `below` (parts saved
 * as they change) reads the record fresh and keeps it so, and its dialog is closed, not cancelled.
 */
export function ResourceDialog<RQ, CM, Rec extends FormRecord, Input>(props: Props<RQ, CM, Rec, Input>) {
  const { def, docs, ui, id, record, onClose } = props;
  const fresh = useResourceRecord(def, docs, ui.below && id ? id : undefined);
  const current = fresh.record ?? record;
  if (id && !current)
    return (
      <Dialog isOpen onClose={onClose} title={cap(def.noun.one)}>
        <DialogBody>
          <Spinner aria-label="Carregando" />
        </DialogBody>
      </Dialog>
    );
  return <DialogForm {...props} record={current} />;
}

function DialogForm<RQ, CM, Rec extends FormRecord, Input>({
  def,
  docs,
  ui,
  record,
  initial,
  onClose,
  onSaved,
}: Props<RQ, CM, Rec, Input>) {
  const state = useResourceForm(def, docs, {
    record,
    readOnly: false,
    initial,
    onDone: onSaved,
    confirm: ui.confirmSave,
  });
  const { form, submit, conflict, saving } = state;
  const { one, gender } = def.noun;
  const title = record ? `Editar ${one}` : `Nov${gender === 'm' ? 'o' : 'a'} ${one}`;
  return (
    <Dialog isOpen onClose={onClose} title={title} style={ui.below ? { width: 640 } : undefined}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={cap(one)}>
        <DialogBody>
          <FormSummary text={form.summary} />
          {conflict && (
            <ConflictNotice changes={conflict} onReload={() => onSaved({ kind: 'saved', id: null })} />
          )}
          {state.confirmation}
          <ResourceFields def={def} ui={ui} state={state} record={record} />
          {ui.below?.(record, false)}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{ui.below ? 'FECHAR' : 'CANCELAR'}</Button>
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
