import { useState } from 'react';
import { Button, Callout, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCan } from '../../lib/access';
import { MSG } from '@balcao/schema';
import {
  WorkflowExecutionPanelDocument,
  type WorkflowExecutionPanel_ContextFragment,
} from '../../__generated__/graphql';
import { YesNoDialog } from '../../ui/dialogs';
import { DeadlineTag } from './DeadlineTag';
import { ExecutionSteps } from './ExecutionSteps';
import { TaskFields, fieldKey } from './TaskFields';
import { useWorkflowActions } from './useWorkflowActions';
import './workflowExecution.css';

type Ctx = WorkflowExecutionPanel_ContextFragment;
export type WorkflowRef = {
  registerId?: string;
  workflowTypeCode?: string;
  workflowTypeId?: string;
  executionWorkflowId?: string;
};

const STATUS: Record<string, { text: string; intent: 'primary' | 'success' | 'none' }> = {
  IN_PROGRESS: { text: 'Em andamento', intent: 'primary' },
  COMPLETED: { text: 'Concluído', intent: 'success' },
  DEACTIVATED: { text: 'Inativado', intent: 'none' },
};

/**
 * The execution panel a record page embeds in workflow mode: current task, its fields, the answers
 * and other actions the user may take now (decided by the services' rules), drafts and history.
 * `onContext` hands the page canEdit / blockComponent whenever they change.
 */
export function WorkflowExecutionPanel({
  onContext,
  startHere = true,
  ...ref
}: WorkflowRef & {
  onContext?: (ctx: Ctx) => void;
  /** False where the record's own screen starts its executions (a change request): no start button. */
  startHere?: boolean;
}) {
  const { data, loading, error } = useQuery(WorkflowExecutionPanelDocument, {
    variables: ref,
    fetchPolicy: 'network-only',
  });
  const [latest, setLatest] = useState<Ctx | null>(null);
  const ctx = latest ?? data?.workflowContext ?? null;
  if (loading && !ctx) return <Spinner aria-label="Carregando" />;
  if (!ctx) {
    // A record page that names its workflow by code learns here that the code is unknown.
    const unknownCode =
      ref.workflowTypeCode &&
      CombinedGraphQLErrors.is(error) &&
      error.errors[0]?.extensions?.code === 'NOT_FOUND';
    return (
      <NonIdealState icon="error" title={unknownCode ? MSG.workflowCodeFailed : MSG.workflowActionsFailed} />
    );
  }
  return (
    <PanelBody
      key={`${ctx.executionWorkflowId}-${ctx.currentStepId}`}
      ctx={ctx}
      startHere={startHere}
      onContext={(next) => {
        setLatest(next);
        onContext?.(next);
      }}
    />
  );
}

function PanelBody({
  ctx,
  startHere,
  onContext,
}: {
  ctx: Ctx;
  startHere: boolean;
  onContext: (ctx: Ctx) => void;
}) {
  const act = useWorkflowActions(onContext);
  const can = useCan();
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<Record<string, string>>(() => draftValues(ctx));
  const allowed = ctx.allowed;
  const current = ctx.currentStepId ? ctx.steps.find((s) => s.id === ctx.currentStepId) : null;
  const open = ctx.steps.at(-1)?.status === 'OPEN' ? ctx.steps.at(-1) : null;
  const presidencyOnly = Boolean(allowed?.presidencyAnswer && !allowed.answer);
  const status = ctx.status ? STATUS[ctx.status] : null;

  return (
    <Card className="wf-panel" aria-label="Fluxo de trabalho">
      <div className="wf-header">
        <h3>{ctx.typeTitle ?? 'Fluxo de trabalho'}</h3>
        {status && (
          <Tag intent={status.intent} large>
            {status.text}
          </Tag>
        )}
      </div>
      {act.error && (
        <Callout intent="danger" role="alert" className="wf-error">
          {act.error}
        </Callout>
      )}
      {!ctx.executionWorkflowId && <p>Nenhum fluxo de trabalho foi iniciado para este registro.</p>}
      {open && (
        <section className="wf-current" aria-label="Tarefa atual">
          <h4>
            Tarefa atual: {open.taskTitle} <DeadlineTag status={open.deadlineStatus} />
          </h4>
          <p>
            {open.assignee ? `Responsável: ${open.assignee}` : 'Aguardando alguém do papel assumir a tarefa.'}
          </p>
          {current && ctx.components.length > 0 && (
            <TaskFields
              fields={ctx.components}
              values={values}
              disabled={act.busy || !(allowed?.answer || allowed?.presidencyAnswer)}
              onChange={(k, v) => setValues((prev) => ({ ...prev, [k]: v }))}
            />
          )}
          <div className="wf-actions">
            {ctx.actions.map((a) => (
              <Button
                key={a.id}
                intent={a.effect === 'RETURN' ? 'danger' : 'success'}
                disabled={act.busy}
                onClick={() => void act.answer(ctx, a.id, values, presidencyOnly)}
              >
                {presidencyOnly ? `${a.name} (presidência)` : a.name}
              </Button>
            ))}
            {allowed?.saveDraft && (
              <Button icon="floppy-disk" disabled={act.busy} onClick={() => void act.saveDraft(ctx, values)}>
                Salvar rascunho
              </Button>
            )}
            {allowed?.assume && (
              <Button icon="user" disabled={act.busy} onClick={() => void act.assume(ctx)}>
                Assumir tarefa
              </Button>
            )}
            {allowed?.agree && (
              <Button icon="tick-circle" disabled={act.busy} onClick={() => void act.agree(ctx)}>
                Concordar
              </Button>
            )}
            {allowed?.managerAssume && (
              <Button icon="lock" disabled={act.busy} onClick={() => void act.managerAssume(ctx)}>
                Assumir como gestor
              </Button>
            )}
            {can('PAINEL_WORKFLOW', 'INATIVAR') && (
              <Button
                icon="disable"
                intent="danger"
                minimal
                disabled={act.busy}
                onClick={() => setConfirming(true)}
              >
                Inativar fluxo
              </Button>
            )}
            {allowed?.managerLeave && (
              <Button icon="arrow-left" disabled={act.busy} onClick={() => void act.managerLeave(ctx)}>
                Devolver tarefa
              </Button>
            )}
          </div>
        </section>
      )}
      {ctx.canStart && startHere && (
        <Button
          intent="primary"
          icon="arrow-right"
          disabled={act.busy}
          onClick={() => void act.start(ctx.registerId, ctx.workflowTypeId)}
        >
          {ctx.executionWorkflowId ? 'Iniciar novo fluxo de trabalho' : 'Iniciar fluxo de trabalho'}
        </Button>
      )}
      {ctx.steps.length > 0 && <ExecutionSteps ctx={ctx} />}
      <YesNoDialog
        isOpen={confirming}
        title="Inativar fluxo"
        intent="danger"
        onAnswer={(yes) => {
          setConfirming(false);
          if (yes) void act.deactivate(ctx);
        }}
      >
        Inativar este fluxo de trabalho? A tarefa aberta fica como não concluída.
      </YesNoDialog>
    </Card>
  );
}

function draftValues(ctx: Ctx): Record<string, string> {
  const draft = (ctx.draft ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    ctx.components.map((f) => [fieldKey(f), String(draft[fieldKey(f)] ?? f.value ?? '')]),
  );
}
