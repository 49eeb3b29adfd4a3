import { useMemo, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG, situationFormSchema } from '@balcao/schema';
import { DataGrid, toListInput, type GridColumn, type RowAction, activeColumn } from '../../ui/grid';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import {
  SaveSituationDocument,
  SituationsPageDocument,
  UpdateSituationDocument,
  type SituationsPageQuery,
} from '../../__generated__/graphql';
import { CheckboxField } from '../../ui/form';

type Row = SituationsPageQuery['situations']['rows'][number];
const M = 'CADASTRO_DE_SITUACAO';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'name', title: 'Nome', width: 240, sortable: true },
  { key: 'description', title: 'Descrição', width: 360, sortable: true, text: (r) => r.description ?? '' },
  activeColumn(),
];

/** /administrative/statusRegister: the situations workflow types offer. */
export function SituationsPage() {
  const can = useCan();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(SituationsPageDocument, {
    variables: { input: toListInput(state) },
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const page = (data ?? previousData)?.situations;
  const actions = useMemo<RowAction<Row>[]>(
    () => [{ kind: 'edit', label: 'Editar', hidden: () => !can(M, 'EDITAR'), onClick: (r) => setEditing(r) }],
    [can],
  );
  return (
    <div className="page">
      <h1 className="page-title">Cadastro de Situação</h1>
      <DataGrid
        gridKey="situations"
        label="Situações"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.situationListFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
        onAdd={can(M, 'INCLUIR') ? () => setEditing('new') : undefined}
      />
      {editing && (
        <SituationDialog
          situation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </div>
  );
}

function SituationDialog({
  situation,
  onClose,
  onSaved,
}: {
  situation: Row | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useAppForm(situationFormSchema, {
    name: situation?.name ?? '',
    description: situation?.description ?? '',
    active: situation?.active ?? true,
  });
  const [save, saving] = useMutation(SaveSituationDocument);
  const [update, updating] = useMutation(UpdateSituationDocument);
  const onSubmit = form.submit(async (v) => {
    const input = { ...v, description: v.description || null };
    try {
      if (situation) await update({ variables: { id: situation.id, input } });
      else await save({ variables: { input } });
      notify.success(situation ? MSG.changeSaved : MSG.inclusionDone);
      onSaved();
    } catch (e) {
      if (!form.serverErrors(e)) notify.error(MSG.situationSaveFailed);
    }
  });
  return (
    <Dialog isOpen onClose={onClose} title={situation ? 'Editar situação' : 'Nova situação'}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Situação">
        <DialogBody>
          <FormSummary text={form.summary} />
          <TextField control={form.control} name="name" label="Nome" required />
          <TextField control={form.control} name="description" label="Descrição" maxLength={500} />
          <CheckboxField control={form.control} name="active" label="Ativo" />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>CANCELAR</Button>
              <Button type="submit" intent="primary" loading={saving.loading || updating.loading}>
                SALVAR
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
