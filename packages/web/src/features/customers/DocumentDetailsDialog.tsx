import { useRef } from 'react';
import { Dialog, DialogBody } from '@blueprintjs/core';
import { FormDialogFooter } from '../../ui/dialogs';
import { useMutation } from '@apollo/client/react';
import { CUSTOMER_DOCUMENT_TYPES, MSG } from '@balcao/schema';
import { customerDocumentSchema } from '@balcao/schema/customerFields';
import { FormSummary, SelectField, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { UpdateCustomerDocumentDocument } from '../../__generated__/graphql';
import type { Customer } from './customerValues';
import { focusFirstError } from './focusFirstError';

const TYPES = Object.entries(CUSTOMER_DOCUMENT_TYPES).map(([value, label]) => ({ value, label }));
type Doc = Customer['documents'][number];

/** A document's details (type, title, observation), saved by their own call; the file stays. */
export function DocumentDetailsDialog({
  doc,
  onClose,
  onSaved,
}: {
  doc: Doc;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useAppForm(customerDocumentSchema, {
    alias: doc.alias,
    title: doc.title,
    observation: doc.observation ?? '',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [update, updating] = useMutation(UpdateCustomerDocumentDocument, OWN_ERROR_TEXT);
  const submit = form.submit(async (v) => {
    try {
      await update({
        variables: {
          id: doc.id,
          input: { alias: v.alias, title: v.title, observation: v.observation ?? null },
        },
      });
      notify.success(MSG.changeSaved);
      onSaved();
    } catch (err) {
      if (form.serverErrors(err)) focusFirstError(formRef.current);
      else notify.error(MSG.requestFailed);
    }
  });
  return (
    <Dialog isOpen onClose={onClose} title={`Detalhes do documento: ${doc.fileName}`} style={{ width: 560 }}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Detalhes do documento">
        <DialogBody>
          <FormSummary text={form.summary} />
          <div className="form-grid">
            <SelectField
              control={form.control}
              name="alias"
              label="Tipo de documento"
              required
              options={TYPES}
            />
            <TextField control={form.control} name="title" label="Título" required maxLength={100} />
            <TextField control={form.control} name="observation" label="Observação" maxLength={500} />
          </div>
        </DialogBody>
        <FormDialogFooter onCancel={onClose} loading={updating.loading} />
      </form>
    </Dialog>
  );
}
