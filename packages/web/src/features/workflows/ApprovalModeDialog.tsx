import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Tag } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { APPROVER_ROLES, MSG, approvalModeFormSchema } from '@balcao/schema';
import { FormSummary, SelectField, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import {
  CreateApprovalModeDocument,
  UpdateApprovalModeDocument,
  type WorkflowRoleCode,
} from '../../__generated__/graphql';
import { UserPicker, type PickedUser } from '../../lib/UserPicker';

export const ROLE_LABEL: Record<WorkflowRoleCode, string> = {
  REQUESTER: 'Solicitante',
  APPROVER: 'Aprovador',
  REGIONAL_MANAGER: 'Gerente regional',
  BOARD: 'Diretoria',
  PRESIDENCY: 'Presidência',
};
const ROLE_OPTIONS = [
  { value: '', label: 'Nenhum (só aprovadores nomeados)' },
  ...APPROVER_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] })),
];

type Mode = {
  id: string;
  approverCode: string;
  approverDescription: string;
  roleCode?: WorkflowRoleCode | null;
  approvers: PickedUser[];
  updatedAt: string;
};

/** Create or edit an approval mode: code, description, a role and/or named approvers. */
export function ApprovalModeDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: Mode | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [people, setPeople] = useState<PickedUser[]>(mode?.approvers ?? []);
  const form = useAppForm(approvalModeFormSchema, {
    approverCode: mode?.approverCode ?? '',
    approverDescription: mode?.approverDescription ?? '',
    roleCode: mode?.roleCode ?? '',
    approvers: people.map((p) => p.id),
  });
  const setApprovers = (next: PickedUser[]) => {
    setPeople(next);
    form.setValue(
      'approvers',
      next.map((p) => p.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const [create, creating] = useMutation(CreateApprovalModeDocument);
  const [update, updating] = useMutation(UpdateApprovalModeDocument);
  const onSubmit = form.submit(async (v) => {
    const input = {
      approverCode: v.approverCode,
      approverDescription: v.approverDescription,
      roleCode: (v.roleCode || null) as WorkflowRoleCode | null,
      approvers: v.approvers,
      updatedAt: mode?.updatedAt,
    };
    try {
      if (mode) await update({ variables: { id: mode.id, input } });
      else await create({ variables: { input } });
      notify.success(mode ? MSG.changeSaved : MSG.inclusionDone);
      onSaved();
    } catch (e) {
      if (!form.serverErrors(e)) notify.error(MSG.approvalModeSaveFailed);
    }
  });
  const approversError = form.formState.errors.approvers?.message;
  return (
    <Dialog isOpen onClose={onClose} title={mode ? 'Editar modo de aprovação' : 'Novo modo de aprovação'}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Modo de aprovação">
        <DialogBody>
          <FormSummary text={form.summary} />
          <TextField control={form.control} name="approverCode" label="Código" required maxLength={30} />
          <TextField control={form.control} name="approverDescription" label="Descrição" required />
          <SelectField control={form.control} name="roleCode" label="Papel" options={ROLE_OPTIONS} />
          <FormGroup
            label="Aprovadores"
            helperText={approversError}
            intent={approversError ? 'danger' : 'none'}
          >
            {people.length === 0 && <p className="bp6-text-muted">Nenhum aprovador incluído.</p>}
            <div className="wf-tags" role="list" aria-label="Aprovadores">
              {people.map((p) => (
                <Tag
                  key={p.id}
                  role="listitem"
                  onRemove={() => setApprovers(people.filter((x) => x.id !== p.id))}
                >
                  {p.name}
                </Tag>
              ))}
            </div>
          </FormGroup>
          {/* Remounted after each pick, so that its search starts empty again. */}
          <UserPicker
            key={people.length}
            label="Incluir aprovador"
            value={null}
            onChange={(u) => u && !people.some((p) => p.id === u.id) && setApprovers([...people, u])}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>CANCELAR</Button>
              <Button type="submit" intent="primary" loading={creating.loading || updating.loading}>
                SALVAR
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
