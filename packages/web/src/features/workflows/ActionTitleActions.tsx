import { useState } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import {
  ActionTitleActionsDocument,
  CreateWorkflowActionDocument,
  DeleteWorkflowActionDocument,
  ReorderWorkflowActionsDocument,
  type WorkflowActionEffect,
} from '../../__generated__/graphql';
import { SortableList } from './SortableList';

const EFFECT: Record<WorkflowActionEffect, string> = {
  ADVANCE: 'Avança para a próxima tarefa',
  RETURN: 'Devolve ao solicitante',
  APPROVE_ITEMS: 'Aprova itens (devolve os reprovados)',
};

/**
 * An action title's actions in execution order (drag to reorder), added and deleted at once: the
 * kit dialog's section. Each change answers the title, so its list row and stale-save check follow.
 */
export function ActionTitleActions({ id }: { id: string }) {
  const { data, refetch } = useQuery(ActionTitleActionsDocument, { variables: { id } });
  const [addAction] = useMutation(CreateWorkflowActionDocument);
  const [reorder] = useMutation(ReorderWorkflowActionsDocument);
  const [removeAction] = useMutation(DeleteWorkflowActionDocument);
  const [name, setName] = useState('');
  const [effect, setEffect] = useState<WorkflowActionEffect>('ADVANCE');
  const actions = data?.actionTitle?.actions ?? [];
  const change = async (call: () => Promise<unknown>) => {
    try {
      await call();
      notify.success(MSG.changeSaved);
      return true;
    } catch {
      notify.error(MSG.actionTitleUpdateFailed);
      return false;
    }
  };
  return (
    <section className="wf-section" aria-label="Ações">
      <h4>Ações em ordem de execução</h4>
      <SortableList
        label="Ações em ordem de execução"
        items={actions.map((a) => ({ ...a, label: a.name }))}
        onReorder={(ids) => void change(() => reorder({ variables: { actionTitleId: id, actionIds: ids } }))}
        render={(a) => (
          <>
            <div className="wf-task-main">
              <strong>{a.name}</strong>
              <span className="wf-task-meta">{EFFECT[a.effect]}</span>
            </div>
            <Button
              minimal
              icon="trash"
              intent="danger"
              aria-label={`Excluir ${a.name}`}
              onClick={() =>
                void change(() => removeAction({ variables: { id: a.id } }).then(() => refetch()))
              }
            />
          </>
        )}
      />
      <div className="wf-row-buttons wf-section">
        <FormGroup label="Nova ação" labelFor="wf-new-action" inline>
          <InputGroup
            id="wf-new-action"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
        </FormGroup>
        <HTMLSelect
          aria-label="Efeito da ação"
          value={effect}
          onChange={(e) => setEffect(e.target.value as WorkflowActionEffect)}
          options={Object.entries(EFFECT).map(([value, label]) => ({ value, label }))}
        />
        <Button
          icon="add"
          disabled={!name.trim()}
          onClick={() =>
            void change(() =>
              addAction({ variables: { actionTitleId: id, name: name.trim(), effect } }),
            ).then((ok) => ok && setName(''))
          }
        >
          Incluir ação
        </Button>
      </div>
    </section>
  );
}
