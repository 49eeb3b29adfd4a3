import { useState } from 'react';
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
import { actionTitleFormSchema, MSG } from '@balcao/schema';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import {
  CreateActionTitleDocument,
  CreateWorkflowActionDocument,
  DeleteWorkflowActionDocument,
  ReorderWorkflowActionsDocument,
  UpdateActionTitleDocument,
  type ActionTitleRow_TitleFragment,
  type WorkflowActionEffect,
} from '../../__generated__/graphql';
import { SortableList } from './SortableList';

type Title = ActionTitleRow_TitleFragment;
const EFFECT: Record<WorkflowActionEffect, string> = {
  ADVANCE: 'Avança para a próxima tarefa',
  RETURN: 'Devolve ao solicitante',
  APPROVE_ITEMS: 'Aprova itens (devolve os reprovados)',
};

/** An action title's name and alias, then its actions in execution order (drag to reorder). */
export function ActionTitleDialog({
  title,
  onClose,
  onCreated,
}: {
  title: Title | null;
  onClose: () => void;
  onCreated: (t: Title) => void;
}) {
  const [current, setCurrent] = useState(title);
  const form = useAppForm(actionTitleFormSchema, { title: title?.title ?? '', alias: title?.alias ?? '' });
  const [create, creating] = useMutation(CreateActionTitleDocument);
  const [update, updating] = useMutation(UpdateActionTitleDocument);
  const [addAction] = useMutation(CreateWorkflowActionDocument);
  const [reorder] = useMutation(ReorderWorkflowActionsDocument);
  const [removeAction] = useMutation(DeleteWorkflowActionDocument);
  const [name, setName] = useState('');
  const [effect, setEffect] = useState<WorkflowActionEffect>('ADVANCE');

  const onSubmit = form.submit(async (v) => {
    try {
      if (current) {
        const res = await update({ variables: { id: current.id, ...v } });
        setCurrent(res.data!.updateActionTitle);
        notify.success(MSG.changeSaved);
      } else {
        const res = await create({ variables: v });
        notify.success(MSG.inclusionDone);
        onCreated(res.data!.createActionTitle);
      }
    } catch (e) {
      if (!form.serverErrors(e))
        notify.error(current ? MSG.actionTitleUpdateFailed : MSG.actionTitleSaveFailed);
    }
  });
  const change = async (
    call: () => Promise<{ data?: { [k: string]: unknown } | null }>,
    pick?: (d: never) => Title,
  ) => {
    try {
      const res = await call();
      if (pick && res.data) setCurrent(pick(res.data as never));
      notify.success(MSG.changeSaved);
    } catch {
      notify.error(MSG.actionTitleUpdateFailed);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={current ? `Título de ação: ${current.title}` : 'Novo título de ação'}
      style={{ width: 640 }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Título de ação">
        <DialogBody>
          <FormSummary text={form.summary} />
          <div className="wf-form-grid">
            <TextField control={form.control} name="title" label="Título" required />
            <TextField control={form.control} name="alias" label="Alias" required maxLength={60} />
          </div>
          <Button type="submit" intent="primary" loading={creating.loading || updating.loading}>
            SALVAR
          </Button>
          {current && (
            <section className="wf-section" aria-label="Ações">
              <h4>Ações em ordem de execução</h4>
              <SortableList
                label="Ações em ordem de execução"
                items={current.actions.map((a) => ({ ...a, label: a.name }))}
                onReorder={(ids) =>
                  void change(
                    () => reorder({ variables: { actionTitleId: current.id, actionIds: ids } }),
                    (d: { reorderWorkflowActions: Title }) => d.reorderWorkflowActions,
                  )
                }
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
                        void change(async () => {
                          await removeAction({ variables: { id: a.id } });
                          setCurrent({ ...current, actions: current.actions.filter((x) => x.id !== a.id) });
                          return { data: null };
                        })
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
                    void change(
                      () =>
                        addAction({ variables: { actionTitleId: current.id, name: name.trim(), effect } }),
                      (d: { createWorkflowAction: Title }) => d.createWorkflowAction,
                    ).then(() => setName(''))
                  }
                >
                  Incluir ação
                </Button>
              </div>
            </section>
          )}
        </DialogBody>
        <DialogFooter actions={<Button onClick={onClose}>FECHAR</Button>} />
      </form>
    </Dialog>
  );
}
