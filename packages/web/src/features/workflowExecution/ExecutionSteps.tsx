import { formatDateTime } from '@balcao/schema';
import { RowsTable } from '../../ui/table';
import type { WorkflowExecutionPanel_ContextFragment } from '../../__generated__/graphql';
import { DeadlineTag } from './DeadlineTag';

type Ctx = WorkflowExecutionPanel_ContextFragment;

const KIND: Record<string, string> = {
  START: 'Iniciou o fluxo',
  ANSWER: 'Respondeu',
  PRESIDENCY_ANSWER: 'Respondeu pela presidência',
  SAVE_DRAFT: 'Salvou rascunho',
  AGREE: 'Concordou',
  ASSUME: 'Assumiu a tarefa',
  MANAGER_ASSUME: 'Assumiu como gestor',
  MANAGER_LEAVE: 'Devolveu a tarefa (gestor)',
  TRANSFER: 'Transferiu a tarefa',
  DEACTIVATE: 'Inativou o fluxo',
};

/** Every task the execution went through, with its deadline status, and who did what when. */
export function ExecutionSteps({ ctx }: { ctx: Ctx }) {
  return (
    <>
      <RowsTable
        className="wf-table"
        aria-label="Tarefas do fluxo"
        rows={ctx.steps}
        columns={[
          { title: 'Tarefa', cell: (s) => `${s.taskTitle}${s.round > 1 ? ` (${s.round}ª rodada)` : ''}` },
          { title: 'Responsável', cell: (s) => s.answeredBy ?? s.assignee ?? 'Fila do papel' },
          { title: 'Prazo', cell: (s) => formatDateTime(s.dueAt) },
          { title: 'Situação do prazo', cell: (s) => <DeadlineTag status={s.deadlineStatus} /> },
          {
            title: 'Resposta',
            cell: (s) =>
              (s.action ?? '—') +
              (s.actedFor ? ` (em nome de ${s.actedFor})` : '') +
              (s.rejectedItems.length ? ` — itens devolvidos: ${s.rejectedItems.join(', ')}` : ''),
          },
          { title: 'Concluída em', cell: (s) => (s.completedAt ? formatDateTime(s.completedAt) : '—') },
        ]}
      />
      <h4 className="wf-subtitle">Histórico</h4>
      <ol className="wf-history" aria-label="Histórico do fluxo">
        {ctx.history.map((h) => (
          <li key={h.id}>
            <time>{formatDateTime(h.at)}</time> — <strong>{h.actor}</strong>
            {h.actedFor ? ` (substituindo ${h.actedFor})` : ''}: {KIND[h.kind] ?? h.kind}
            {h.action ? ` “${h.action}”` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}
