import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import {
  displayOf,
  fieldLabels,
  resourceMessages,
  resourceSchema,
  type ResourceDef,
} from '@balcao/schema/resources';
import { forbiddenText, refusalText } from '../../lib/forbiddenText';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { ConfirmDialog } from '../../ui/dialogs';
import { conflictCurrent, useAppForm, type ConflictChange } from '../../ui/form';
import { recordValues, refusedRequestText, type PendingRequest } from '../changeRequests';
import type { BaseRecord, WriteDocs } from './docs';
import { formDefaults, toInput } from './formValues';

export type FormRecord = BaseRecord & {
  changeByRequest?: boolean | null;
  pendingChange?: PendingRequest | null;
};

/** What a submit did, for the view to move on: to the new record, the saved one, its workflow. */
export type FormOutcome = { kind: 'created' | 'saved' | 'requested'; id: string | null };

/** What another person changed, for the conflict notice: labels and values as the screen shows them. */
function conflictChanges(def: ResourceDef, was: Record<string, unknown>, now: Record<string, unknown>) {
  // A reference (or a list of them) is told by the field that names it, never by its ids.
  return Object.entries(fieldLabels(def))
    .filter(([k]) => k !== 'updatedAt' && !def.fields[k]?.ref && k in now && k in was)
    .filter(([k]) => String(now[k] ?? '') !== String(was[k] ?? ''))
    .map(([k, label]): ConflictChange => ({ label, value: displayOf(def, k, now[k]) || '—' }));
}

/**
 * A kit area's form, headless: react-hook-form over the definition's zod schema, opened with the
 * record (or, when its changes go to approval, the caller's own pending request); the submit
 * creates, saves with the stale-save check, or asks for the change; a 409 becomes the conflict
 * notice, field errors land on their fields, anything else is told in the area's words.
 */
export function useResourceForm<Rec extends FormRecord, CM, Input>(
  def: ResourceDef,
  docs: WriteDocs<CM, Input>,
  {
    record,
    readOnly,
    onDone,
    initial = {},
    confirm,
  }: {
    record: Rec | null;
    readOnly: boolean;
    onDone: (o: FormOutcome) => void;
    /** Values a new record starts with (the company whose page it is added on). */
    initial?: Record<string, unknown>;
    /** A question asked before a save (ResourceUi.confirmSave). */
    confirm?: (values: Record<string, unknown>, record: Rec | null) => { title: string; text: string } | null;
  },
) {
  const { byRequest, asked } = recordValues(record, readOnly);
  const raw = (key: string) =>
    key in asked ? asked[key] : (record as Record<string, unknown> | null)?.[key];
  const schema = useMemo(() => resourceSchema(def, 'form'), [def]);
  const form = useAppForm(schema, { ...formDefaults(def, raw, !record), ...(record ? {} : initial) });
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [create, created] = useMutation(docs.create, OWN_ERROR_TEXT);
  const [update, updated] = useMutation(docs.update, OWN_ERROR_TEXT);
  // Apollo reads the document only when the mutation runs: only byRequest records call it.
  const [request, requested] = useMutation(docs.requestChange!, OWN_ERROR_TEXT);

  const msg = resourceMessages(def);
  const [asking, setAsking] = useState<{ title: string; text: string; values: object } | null>(null);
  const submit = form.submit(async (values) => {
    const question = confirm?.(values as Record<string, unknown>, record);
    if (question) setAsking({ ...question, values });
    else await persist(values);
  });
  const persist = async (values: object) => {
    const input = toInput(def, values as Record<string, unknown>) as Input;
    try {
      if (!record) {
        const r = await create({ variables: { input } });
        notify.success(msg.created);
        return onDone({ kind: 'created', id: r.data ? docs.createdId(r.data) : null });
      }
      if (byRequest) {
        await request({ variables: { id: record.id, input } });
        notify.success(MSG.changeRequested);
        return onDone({ kind: 'requested', id: record.id });
      }
      await update({ variables: { id: record.id, input: { ...input, updatedAt: record.updatedAt } } });
      notify.success(msg.saved);
      onDone({ kind: 'saved', id: record.id });
    } catch (err) {
      const current = conflictCurrent(err);
      if (current && record) return setConflict(conflictChanges(def, record, current));
      if (form.serverErrors(err)) return;
      notify.error(
        forbiddenText(err) ??
          refusedRequestText(err) ??
          // A create that starts its workflow says why the start was refused (msg.startFailed and the reason).
          (!record && def.workflowStart === 'save' ? refusalText(err) : null) ??
          (!record ? msg.createFailed : byRequest ? msg.requestFailed : msg.saveFailed),
      );
    }
  };
  const saving = created.loading || updated.loading || requested.loading;
  // Rendered by the view; open while a save waits for its question's answer.
  const confirmation = (
    <ConfirmDialog
      isOpen={asking !== null}
      title={asking?.title ?? ''}
      busy={saving}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        const values = asking!.values;
        setAsking(null);
        void persist(values);
      }}
    >
      {asking?.text}
    </ConfirmDialog>
  );

  return {
    form,
    submit,
    conflict,
    byRequest,
    readOnly,
    saving,
    confirmation,
  };
}

export type ResourceFormState = ReturnType<typeof useResourceForm>;
