import { useState } from 'react';
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { FormDialogFooter } from '../../ui/dialogs';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { REPRESENTATIVE_MSG } from '@balcao/schema';
import { cnpj } from '@balcao/schema/fields';
import { representatives } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { EditRepresentativeCnpjDocument } from '../../__generated__/graphql';
import { DeactivateButton } from './Deactivation';
import type { Representative } from './types';

const M = representatives.module;

const cnpjSchema = z.object({ cnpj });

/** The CNPJ's own edit, for who sees every representative ('Erro ao editar cnpj' when it fails). */
function CnpjDialog({ representative, onClose }: { representative: Representative; onClose: () => void }) {
  const form = useAppForm(cnpjSchema, { cnpj: representative.cnpj ?? '' });
  const [edit, editing] = useMutation(EditRepresentativeCnpjDocument, OWN_ERROR_TEXT);
  const submit = form.submit(async (v) => {
    try {
      await edit({ variables: { id: representative.id, cnpj: v.cnpj, updatedAt: representative.updatedAt } });
      notify.success(REPRESENTATIVE_MSG.cnpjEdited);
      onClose();
    } catch (err) {
      if (!form.serverErrors(err)) notify.error(REPRESENTATIVE_MSG.cnpjEditFailed);
    }
  });
  return (
    <Dialog isOpen onClose={onClose} title={`Editar CNPJ: ${representative.name}`} style={{ width: 480 }}>
      <form onSubmit={submit} noValidate aria-label="Editar CNPJ">
        <DialogBody>
          <FormSummary text={form.summary} />
          <TextField control={form.control} name="cnpj" label="Novo CNPJ" mask="cnpj" required />
        </DialogBody>
        <FormDialogFooter onCancel={onClose} loading={editing.loading} />
      </form>
    </Dialog>
  );
}

/** The representative's own buttons on his page: edit his CNPJ, deactivate him (his conclusion is under his contract). */
export function RepresentativeActions({ representative }: { representative: Representative }) {
  const can = useCan();
  const [cnpjOpen, setCnpjOpen] = useState(false);
  return (
    <>
      {representative.personType === 'PJ' &&
        can(M, 'EDITAR') &&
        can(M, 'ACESSO_A_INFORMACAO_CONFIDENCIAL') && (
          <Button icon="edit" text="EDITAR CNPJ" onClick={() => setCnpjOpen(true)} />
        )}
      <DeactivateButton representative={representative} />
      {cnpjOpen && <CnpjDialog representative={representative} onClose={() => setCnpjOpen(false)} />}
    </>
  );
}
