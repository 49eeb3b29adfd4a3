import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useFieldArray } from 'react-hook-form';
import { MSG, ROLE_CODES, ROLE_LABEL, workflowTaskFormSchema } from '@balcao/schema';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import {
  CreateWorkflowTaskDocument,
  UpdateWorkflowTaskDocument,
  type WorkflowTasksOfVersionQuery,
} from '../../__generated__/graphql';
import { CheckboxGroup } from './CheckboxGroup';
import { CheckboxField } from '../../ui/form';

type Task = WorkflowTasksOfVersionQuery['workflowTasks'][number];

/** A task of a version: title (unique in the version), roles, SLA, edit flag, answers and fields. */
export function TaskDialog(p: {
  versionId: string;
  task: Task | null;
  readOnly: boolean;
  actionTitles: { id: string; title: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = p.task;
  const form = useAppForm(workflowTaskFormSchema, {
    title: t?.title ?? '',
    slaHours: t?.slaHours ?? 24,
    isEdit: t?.isEdit ?? false,
    roles: t?.roles ?? [],
    actionTitleId: t?.actionTitleId ?? p.actionTitles[0]?.id ?? '',
    fields: (t?.fields ?? []).map((f) => ({
      formId: f.formId ?? '',
      typeId: f.typeId ?? 'text',
      fieldsId: f.fieldsId ?? '',
      conditionalsId: f.conditionalsId ?? '',
      value: f.value ?? '',
    })),
  });
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const [create, created] = useMutation(CreateWorkflowTaskDocument);
  const [update, updated] = useMutation(UpdateWorkflowTaskDocument);

  const onSubmit = form.submit(async (v) => {
    const input = {
      ...v,
      fields: v.fields.map((f, index) => ({
        index,
        formId: f.formId || null,
        typeId: f.typeId || null,
        fieldsId: f.fieldsId,
        conditionalsId: f.conditionalsId || null,
        value: f.value || null,
      })),
    };
    try {
      if (t) await update({ variables: { id: t.id, input } });
      else await create({ variables: { versionId: p.versionId, input } });
      notify.success(t ? MSG.changeSaved : MSG.inclusionDone);
      p.onSaved();
    } catch (e) {
      if (!form.serverErrors(e)) notify.error(MSG.workflowSaveFailed);
    }
  });

  return (
    <Dialog
      isOpen
      onClose={p.onClose}
      title={t ? `Tarefa: ${t.title}` : 'Nova tarefa'}
      style={{ width: 720 }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Tarefa">
        <DialogBody>
          <FormSummary text={form.summary} />
          <TextField control={form.control} name="title" label="Título" required readOnly={p.readOnly} />
          <div className="wf-form-grid">
            <TextField
              control={form.control}
              name="slaHours"
              label="SLA (horas)"
              required
              maxLength={5}
              readOnly={p.readOnly}
            />
            <FormGroup label="Título de ação (respostas)" labelFor="wf-task-action-title">
              <HTMLSelect
                id="wf-task-action-title"
                fill
                disabled={p.readOnly}
                {...form.register('actionTitleId')}
                options={p.actionTitles.map((a) => ({ value: a.id, label: a.title }))}
              />
            </FormGroup>
          </div>
          <CheckboxGroup
            control={form.control}
            name="roles"
            label="Papéis"
            disabled={p.readOnly}
            options={ROLE_CODES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
          />
          <CheckboxField
            control={form.control}
            name="isEdit"
            label="Pode editar o registro"
            readOnly={p.readOnly}
          />
          <h4>Campos que o responsável preenche</h4>
          {fields.fields.map((f, i) => (
            <div key={f.id} className="wf-row-buttons">
              <InputGroup
                aria-label={`Campo ${i + 1}`}
                placeholder="Identificador do campo"
                readOnly={p.readOnly}
                {...form.register(`fields.${i}.fieldsId`)}
              />
              <HTMLSelect
                aria-label={`Tipo do campo ${i + 1}`}
                disabled={p.readOnly}
                {...form.register(`fields.${i}.typeId`)}
                options={[
                  { value: 'text', label: 'Texto' },
                  { value: 'textarea', label: 'Texto longo' },
                ]}
              />
              <InputGroup
                aria-label={`Formulário do campo ${i + 1}`}
                placeholder="Formulário"
                readOnly={p.readOnly}
                {...form.register(`fields.${i}.formId`)}
              />
              {!p.readOnly && (
                <Button
                  minimal
                  icon="trash"
                  aria-label={`Remover campo ${i + 1}`}
                  onClick={() => fields.remove(i)}
                />
              )}
            </div>
          ))}
          {!p.readOnly && (
            <Button
              icon="add"
              minimal
              onClick={() =>
                fields.append({ formId: '', typeId: 'text', fieldsId: '', conditionalsId: '', value: '' })
              }
            >
              Incluir campo
            </Button>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={p.onClose}>CANCELAR</Button>
              {!p.readOnly && (
                <Button type="submit" intent="primary" loading={created.loading || updated.loading}>
                  SALVAR
                </Button>
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
