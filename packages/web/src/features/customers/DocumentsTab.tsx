import { useRef, useState } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup, ProgressBar, TextArea } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { CUSTOMER_DOCUMENT_TYPES, formatDateTime, MSG, type CustomerDocumentType } from '@balcao/schema';
import { FileDownloadButton, uploadFile, UploadError } from '../files';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { RowsTable } from '../../ui/table';
import { DeleteCustomerDocumentDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import type { Customer } from './customerValues';
import { DocumentDetailsDialog } from './DocumentDetailsDialog';

const TYPES = Object.entries(CUSTOMER_DOCUMENT_TYPES) as [CustomerDocumentType, string][];
type FieldErrors = Partial<Record<'title' | 'alias' | 'file', string>>;

/**
 * Documents (spec/02 §3, §7): upload with type (alias), title, observation and file; list; edit
 * the details; delete.
 */
export function DocumentsTab({
  customer,
  readOnly,
  mayEditDetails,
  onChanged,
}: {
  customer: Customer;
  readOnly: boolean;
  mayEditDetails: boolean;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<Customer['documents'][number] | null>(null);
  const [alias, setAlias] = useState<string>('');
  const [title, setTitle] = useState('');
  const [observation, setObservation] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const input = useRef<HTMLInputElement>(null);
  const [remove] = useMutation(DeleteCustomerDocumentDocument, OWN_ERROR_TEXT);

  const send = async () => {
    const missing: FieldErrors = {};
    if (!alias) missing.alias = MSG.required;
    if (!title.trim()) missing.title = MSG.required;
    if (!file) missing.file = MSG.required;
    setErrors(missing);
    if (!file || Object.keys(missing).length) return;
    setPercent(0);
    try {
      await uploadFile(`/files/customers/${customer.id}/documents`, file, setPercent, 'file', {
        title: title.trim(),
        observation: observation.trim(),
        alias,
      }).done;
      notify.success(MSG.recordSaved);
      setTitle('');
      setObservation('');
      setFile(null);
      if (input.current) input.current.value = '';
      onChanged();
    } catch (e) {
      notify.error(e instanceof UploadError ? e.message : MSG.saveFileFailed);
    } finally {
      setPercent(null);
    }
  };
  const err = (k: keyof FieldErrors) => ({
    intent: errors[k] ? ('danger' as const) : ('none' as const),
    helperText: errors[k],
  });

  return (
    <div>
      <Section title="Documentos">
        {customer.documents.length === 0 ? (
          <p className="muted">Nenhum documento enviado.</p>
        ) : (
          <RowsTable
            aria-label="Documentos do cliente"
            className="customer-documents"
            rows={customer.documents}
            columns={[
              {
                title: 'Tipo',
                cell: (d) => CUSTOMER_DOCUMENT_TYPES[d.alias as CustomerDocumentType] ?? d.alias,
              },
              { title: 'Título', cell: (d) => d.title },
              { title: 'Observação', cell: (d) => d.observation },
              {
                title: 'Arquivo',
                cell: (d) => (
                  <FileDownloadButton path={`/files/customers/documents/${d.id}`} name={d.fileName} />
                ),
              },
              { title: 'Enviado em', cell: (d) => formatDateTime(d.createdAt) },
              {
                headLabel: 'Ações',
                cellClassName: 'customer-document-actions',
                cell: (d) => (
                  <>
                    {mayEditDetails && (
                      <Button
                        minimal
                        icon="edit"
                        aria-label={`Editar detalhes de ${d.title}`}
                        onClick={() => setEditing(d)}
                      />
                    )}
                    {!readOnly && (
                      <Button
                        minimal
                        icon="trash"
                        aria-label={`Excluir ${d.title}`}
                        onClick={() =>
                          void remove({ variables: { id: d.id } }).then(
                            () => {
                              notify.success(MSG.deletionDone);
                              onChanged();
                            },
                            () => notify.error(MSG.deleteFileFailed),
                          )
                        }
                      />
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Section>
      {editing && (
        <DocumentDetailsDialog
          doc={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
      {!readOnly && (
        <Section title="Enviar documento">
          <div className="form-grid">
            <FormGroup
              label="Tipo de documento"
              labelFor="doc-alias"
              labelInfo="(obrigatório)"
              {...err('alias')}
            >
              <HTMLSelect id="doc-alias" value={alias} onChange={(e) => setAlias(e.target.value)} fill>
                <option value="">Selecione</option>
                {TYPES.map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label="Título" labelFor="doc-title" labelInfo="(obrigatório)" {...err('title')}>
              <InputGroup id="doc-title" value={title} maxLength={100} onValueChange={setTitle} />
            </FormGroup>
            <FormGroup label="Observação" labelFor="doc-observation">
              <TextArea
                id="doc-observation"
                value={observation}
                maxLength={500}
                onChange={(e) => setObservation(e.target.value)}
                fill
              />
            </FormGroup>
            <FormGroup label="Arquivo" labelFor="doc-file" labelInfo="(obrigatório)" {...err('file')}>
              <input
                id="doc-file"
                ref={input}
                type="file"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </FormGroup>
          </div>
          {percent !== null && <ProgressBar value={percent / 100} aria-label="Enviando documento" />}
          <div className="form-actions">
            <Button
              intent="primary"
              icon="cloud-upload"
              text="ENVIAR DOCUMENTO"
              loading={percent !== null}
              onClick={() => void send()}
            />
          </div>
        </Section>
      )}
    </div>
  );
}
