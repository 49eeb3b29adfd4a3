import { useState } from 'react';
import { Checkbox, Dialog, DialogBody, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { FormDialogFooter } from '../../ui/dialogs';
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { MSG } from '@balcao/schema';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import { MessageRecipientsDocument, SaveMessageDocument } from '../../__generated__/graphql';
import { RichTextEditor } from './RichTextEditor';
import { plainText } from './SafeHtml';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

const schema = z.object({ subject: z.string().trim().min(1, MSG.required).max(150, MSG.maxLength(150)) });

/** Compose a board message (MURAL_DE_RECADOS INCLUIR): subject, HTML content, recipients or everyone. */
export function ComposeMessageDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useAppForm(schema, { subject: '' });
  const [content, setContent] = useState('');
  const [contentError, setContentError] = useState<string | null>(null);
  const [allUsers, setAllUsers] = useState(false);
  const [q, setQ] = useState('');
  const [recipients, setRecipients] = useState<Map<string, string>>(new Map());
  const [recipientsError, setRecipientsError] = useState<string | null>(null);
  const found = useQuery(MessageRecipientsDocument, { variables: { q: q || null } });
  const [save, { loading }] = useMutation(SaveMessageDocument, OWN_ERROR_TEXT);

  const submit = form.submit(async ({ subject }) => {
    const emptyContent = !plainText(content);
    const noRecipients = !allUsers && recipients.size === 0;
    setContentError(emptyContent ? MSG.required : null);
    setRecipientsError(noRecipients ? MSG.required : null);
    if (emptyContent || noRecipients) return;
    try {
      await save({
        variables: {
          input: {
            subject,
            content,
            type: 0,
            active: true,
            allUsers,
            recipients: allUsers ? null : [...recipients.keys()],
          },
        },
      });
      onSaved();
    } catch (e) {
      if (!form.serverErrors(e)) notify.error(MSG.saveMessageFailed);
    }
  });
  const toggle = (id: string, name: string, on: boolean) =>
    setRecipients((r) => {
      const next = new Map(r);
      if (on) next.set(id, name);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog isOpen isCloseButtonShown={false} title="Novo recado" onClose={onClose} style={{ width: 720 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormSummary text={form.summary} />
          <TextField control={form.control} name="subject" label="Assunto" required maxLength={150} />
          <FormGroup
            label="Mensagem"
            labelInfo="*"
            helperText={contentError}
            intent={contentError ? 'danger' : 'none'}
          >
            <RichTextEditor
              label="Mensagem"
              initialHtml=""
              onChange={setContent}
              invalid={Boolean(contentError)}
            />
          </FormGroup>
          <Switch
            label="Enviar para todos os usuários"
            checked={allUsers}
            onChange={(e) => setAllUsers(e.currentTarget.checked)}
          />
          {!allUsers && (
            <FormGroup
              label="Destinatários"
              labelInfo="*"
              helperText={
                recipientsError ?? `${recipients.size} selecionado(s): ${[...recipients.values()].join(', ')}`
              }
              intent={recipientsError ? 'danger' : 'none'}
            >
              <InputGroup
                leftIcon="search"
                type="search"
                placeholder="Buscar usuário"
                aria-label="Buscar usuário"
                value={q}
                onChange={(e) => setQ(e.target.value)}
              />
              <div
                style={{ maxHeight: 160, overflowY: 'auto', marginTop: 6 }}
                role="group"
                aria-label="Usuários"
              >
                {(found.data?.messageRecipients ?? []).map((u) => (
                  <Checkbox
                    key={u.id}
                    label={`${u.name} (${u.userName})`}
                    checked={recipients.has(u.id)}
                    onChange={(e) => toggle(u.id, u.name, e.currentTarget.checked)}
                  />
                ))}
              </div>
            </FormGroup>
          )}
        </DialogBody>
        <FormDialogFooter onCancel={onClose} submitText="ENVIAR" loading={loading} />
      </form>
    </Dialog>
  );
}
