import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { MSG, decimalToText, jurisdictionFormSchema, toDecimalString } from '@balcao/schema';
import { FormSummary, SelectField, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import { SaveWorkflowJurisdictionDocument, type JurisdictionsPanelQuery } from '../../__generated__/graphql';
import { CheckboxField } from '../../ui/form';

type Row = JurisdictionsPanelQuery['workflowJurisdictions'][number];
type ModeOption = JurisdictionsPanelQuery['approvalModes']['rows'][number];

/** Create or edit an alçada: its value range (an empty bound is open) and the approval mode that answers. */
export function JurisdictionDialog({
  workflowTypeId,
  row,
  modes,
  onClose,
  onSaved,
}: {
  workflowTypeId: string;
  row: Row | null;
  modes: ModeOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useAppForm(jurisdictionFormSchema, {
    description: row?.description ?? '',
    minAmount: decimalToText(row?.minAmount),
    maxAmount: decimalToText(row?.maxAmount),
    approvalModeId: row?.approvalModeId ?? '',
    active: row?.active ?? true,
  });
  const [save, saving] = useMutation(SaveWorkflowJurisdictionDocument);
  const onSubmit = form.submit(async (v) => {
    const input = {
      workflowTypeId,
      description: v.description,
      minAmount: v.minAmount ? toDecimalString(v.minAmount) : null,
      maxAmount: v.maxAmount ? toDecimalString(v.maxAmount) : null,
      approvalModeId: v.approvalModeId,
      active: v.active,
    };
    try {
      await save({ variables: { id: row?.id ?? null, input } });
      notify.success(row ? MSG.changeSaved : MSG.inclusionDone);
      onSaved();
    } catch (e) {
      if (!form.serverErrors(e)) notify.error(MSG.jurisdictionSaveFailed);
    }
  });
  return (
    <Dialog isOpen onClose={onClose} title={row ? 'Editar alçada' : 'Nova alçada'}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Alçada">
        <DialogBody>
          <FormSummary text={form.summary} />
          <TextField control={form.control} name="description" label="Descrição" required />
          <div className="wf-form-grid">
            <TextField
              control={form.control}
              name="minAmount"
              label="Valor mínimo"
              mask="money"
              help="Vazio: sem limite inferior"
            />
            <TextField
              control={form.control}
              name="maxAmount"
              label="Valor máximo"
              mask="money"
              help="Vazio: sem limite superior"
            />
          </div>
          <SelectField
            control={form.control}
            name="approvalModeId"
            label="Modo de aprovação"
            required
            options={modes.map((m) => ({
              value: m.id,
              label: `${m.approverCode} — ${m.approverDescription}`,
            }))}
          />
          <CheckboxField control={form.control} name="active" label="Ativa" />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>CANCELAR</Button>
              <Button type="submit" intent="primary" loading={saving.loading}>
                SALVAR
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
