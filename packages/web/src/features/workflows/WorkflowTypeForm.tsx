import { Button, FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MODULES, MSG, workflowTypeFormSchema } from '@balcao/schema';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import {
  CreateWorkflowTypeDocument,
  UpdateWorkflowTypeDocument,
  WorkflowTypeFormDocument,
  type WorkflowTypeFormQuery,
} from '../../__generated__/graphql';
import { CheckboxGroup } from './CheckboxGroup';
import { CheckboxField } from '../../ui/form';
import { JurisdictionsPanel } from './JurisdictionsPanel';
import { WorkflowVersionTasks } from './WorkflowVersionTasks';

const BASE = '/administrative/workflowPanel';
type Mode = 'create' | 'edit' | 'view';
type Type = NonNullable<WorkflowTypeFormQuery['workflowType']>;

/** A workflow type (create, edit, view): its data and situations, then its versions and tasks. */
export function WorkflowTypeForm({ mode, id }: { mode: Mode; id?: string }) {
  const withType = mode !== 'create';
  const { data, loading, error } = useQuery(WorkflowTypeFormDocument, {
    variables: { id: id ?? '0', withType },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (error && !data) return <NonIdealState icon="error" title={MSG.workflowDetailFailed} />;
  if (withType && !data?.workflowType)
    return <NonIdealState icon="search" title={MSG.workflowDetailFailed} />;
  const type = data?.workflowType ?? null;
  return (
    <div className="page">
      <h1 className="page-title">{type ? `Workflow: ${type.title}` : 'Novo workflow'}</h1>
      <TypeFormBody
        key={type?.updatedAt ?? 'new'}
        mode={mode}
        type={type}
        situations={data?.situations.rows ?? []}
      />
      {type && <WorkflowVersionTasks workflowTypeId={type.id} readOnly={mode === 'view'} />}
      {type && <JurisdictionsPanel workflowTypeId={type.id} readOnly={mode === 'view'} />}
    </div>
  );
}

function TypeFormBody({
  mode,
  type,
  situations,
}: {
  mode: Mode;
  type: Type | null;
  situations: { id: string; name: string }[];
}) {
  const navigate = useNavigate();
  const readOnly = mode === 'view';
  const form = useAppForm(workflowTypeFormSchema, {
    code: type?.code ?? '',
    title: type?.title ?? '',
    description: type?.description ?? '',
    active: type?.active ?? true,
    recordPath: type?.recordPath ?? '',
    startModule: type?.startModule ?? '',
    workflowTypeSituations: type?.workflowTypeSituations.map((s) => s.id) ?? [],
  });
  const [create, created] = useMutation(CreateWorkflowTypeDocument);
  const [update, updated] = useMutation(UpdateWorkflowTypeDocument);

  const onSubmit = form.submit(async (v) => {
    const input = {
      ...v,
      description: v.description || null,
      recordPath: v.recordPath || null,
      startModule: v.startModule || null,
      ...(type ? { updatedAt: type.updatedAt } : {}),
    };
    try {
      if (type) {
        await update({ variables: { id: type.id, input } });
        notify.success(MSG.changeSaved);
      } else {
        const res = await create({ variables: { input } });
        notify.success(MSG.recordSaved);
        navigate(`${BASE}/edit/${res.data!.createWorkflowType.id}`);
      }
    } catch (e) {
      if (!form.serverErrors(e)) notify.error(MSG.workflowSaveFailed);
    }
  });

  return (
    <form className="wf-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Dados do workflow">
      <FormSummary text={form.summary} />
      <div className="wf-form-grid">
        <TextField
          control={form.control}
          name="code"
          label="Código"
          required
          maxLength={60}
          readOnly={readOnly}
        />
        <TextField control={form.control} name="title" label="Título" required readOnly={readOnly} />
      </div>
      <TextField
        control={form.control}
        name="description"
        label="Descrição"
        maxLength={500}
        readOnly={readOnly}
      />
      <div className="wf-form-grid">
        <TextField
          control={form.control}
          name="recordPath"
          label="Rota do registro (ex.: /client/customer)"
          maxLength={200}
          readOnly={readOnly}
        />
        <FormGroup label="Módulo que pode iniciar" labelFor="wf-start-module">
          <HTMLSelect
            id="wf-start-module"
            fill
            disabled={readOnly}
            {...form.register('startModule')}
            options={[
              { value: '', label: 'Qualquer usuário' },
              ...MODULES.map((m) => ({ value: m.name, label: m.label })),
            ]}
          />
        </FormGroup>
      </div>
      <CheckboxField control={form.control} name="active" label="Ativo" readOnly={readOnly} />
      <CheckboxGroup
        control={form.control}
        name="workflowTypeSituations"
        label="Situações"
        disabled={readOnly}
        options={situations.map((s) => ({ value: s.id, label: s.name }))}
      />
      <div className="wf-row-buttons">
        <Button onClick={() => navigate(BASE)}>CANCELAR</Button>
        {!readOnly && (
          <Button type="submit" intent="primary" loading={created.loading || updated.loading}>
            SALVAR
          </Button>
        )}
      </div>
    </form>
  );
}
