import { Dialog, DialogBody } from '@blueprintjs/core';
import { FormDialogFooter } from '../../ui/dialogs';
import { useWatch } from 'react-hook-form';
import { DISTRATO_KINDS, distratoSchema, REPRESENTATIVE_MSG } from '@balcao/schema';
import { saveBlob } from '../../lib/download';
import { sessionStorage } from '../../lib/sessionStorage';
import { notify } from '../../lib/toaster';
import { FormSummary, SelectField, TextField, useAppForm } from '../../ui/form';

export type ContractChoice = { id: string; contractNumber: string | null };

const KIND_OPTIONS = Object.entries(DISTRATO_KINDS).map(([value, label]) => ({ value, label }));

/**
 * The distrato of one of his contracts, made by a POST whose answer is its document: saved as
 * Distrato.pdf; the field errors on their fields, any other failure 'Falha ao criar distrato'.
 */
export function DistratoDialog({
  representativeId,
  contract,
  onClose,
  onMade,
}: {
  representativeId: string;
  contract: ContractChoice;
  onClose: () => void;
  onMade: () => void;
}) {
  const form = useAppForm(distratoSchema, {
    contractId: contract.id,
    kind: 'PARTIAL',
    terminationDate: '',
    reason: '',
    grossValue: '',
    netValue: '',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.submit(async () => {
    const token = sessionStorage.token();
    try {
      const res = await fetch(`/files/representatives/${encodeURIComponent(representativeId)}/distrato`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(form.getValues()),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          code?: string;
          message?: string;
          details?: { field: string; messages: string[] }[];
        } | null;
        if (body?.code === 'VALIDATION_FAILED')
          form.serverErrors({
            errors: [{ extensions: { code: 'VALIDATION_FAILED', fieldErrors: body.details } }],
          });
        else
          notify.error(res.status < 500 && body?.message ? body.message : REPRESENTATIVE_MSG.distratoFailed);
        return;
      }
      saveBlob(await res.blob(), 'Distrato.pdf');
      notify.success(REPRESENTATIVE_MSG.documentGenerated);
      onMade();
      onClose();
    } catch {
      notify.error(REPRESENTATIVE_MSG.distratoFailed);
    }
  });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`Distrato do contrato ${contract.contractNumber ?? ''}`}
      style={{ width: 520 }}
    >
      <form onSubmit={submit} noValidate aria-label="Distrato">
        <DialogBody>
          <FormSummary text={form.summary} />
          <SelectField
            control={form.control}
            name="kind"
            label="Tipo de distrato"
            options={KIND_OPTIONS}
            required
          />
          <TextField
            control={form.control}
            name="terminationDate"
            label="Data do distrato"
            mask="date"
            required
          />
          <TextField control={form.control} name="reason" label="Motivo" required maxLength={500} />
          {kind === 'PARTIAL' ? (
            <>
              <TextField
                control={form.control}
                name="grossValue"
                label="Valor bruto distratado"
                mask="money"
                required
              />
              <TextField
                control={form.control}
                name="netValue"
                label="Valor líquido distratado"
                mask="money"
                required
              />
            </>
          ) : (
            <p className="muted">
              O distrato total encerra o contrato na data informada e inicia a desativação do representante:
              seus clientes passam à lista de redistribuição.
            </p>
          )}
        </DialogBody>
        <FormDialogFooter onCancel={onClose} loading={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
