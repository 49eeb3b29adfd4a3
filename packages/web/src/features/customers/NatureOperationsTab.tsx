import { Button, HTMLTable } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useFieldArray } from 'react-hook-form';
import { NATURE_OPERATIONS } from '@balcao/schema';
import { natureTaxOperationsSchema } from '@balcao/schema/customerFields';
import { FormSummary, SelectField, TextField, useAppForm } from '../../ui/form';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { SaveCustomerNatureTaxOperationsDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import type { Customer } from './customerValues';
import { useSubRecordSave } from './useSubRecordSave';

const OPERATIONS = Object.entries(NATURE_OPERATIONS).map(([value, label]) => ({ value, label }));

/** Nature tax operations (spec/02 §7 upsertNatureTaxOperations): the list is saved as a whole. */
export function NatureOperationsTab({
  customer,
  readOnly,
  onReload,
}: {
  customer: Customer;
  readOnly: boolean;
  onReload: () => void;
}) {
  const form = useAppForm(natureTaxOperationsSchema, {
    rows: customer.natureTaxOperations.map((r) => ({
      operation: r.operation,
      natureCode: r.natureCode,
      description: r.description ?? '',
    })),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [save, saving] = useMutation(SaveCustomerNatureTaxOperationsDocument, OWN_ERROR_TEXT);
  const saver = useSubRecordSave(customer, 'natureTaxOperations', form.serverErrors, onReload);
  const submit = form.submit((v) =>
    saver.run((updatedAt) =>
      save({
        variables: {
          id: customer.id,
          updatedAt,
          rows: v.rows.map((r) => ({ ...r, description: r.description ?? null })),
        },
      }),
    ),
  );
  return (
    <form ref={saver.formRef} onSubmit={submit} noValidate aria-label="Natureza de operação">
      <FormSummary text={form.summary} />
      {saver.notice}
      <Section title="Naturezas de operação">
        {rows.fields.length === 0 && <p className="muted">Nenhuma natureza de operação cadastrada.</p>}
        <HTMLTable compact className="customer-nature-table">
          <tbody>
            {rows.fields.map((f, i) => (
              <tr key={f.id}>
                <td>
                  <SelectField
                    control={form.control}
                    name={`rows.${i}.operation`}
                    label={`Operação ${i + 1}`}
                    options={OPERATIONS}
                    required
                    readOnly={readOnly}
                  />
                </td>
                <td>
                  <TextField
                    control={form.control}
                    name={`rows.${i}.natureCode`}
                    label={`Código da natureza ${i + 1}`}
                    required
                    maxLength={10}
                    readOnly={readOnly}
                  />
                </td>
                <td>
                  <TextField
                    control={form.control}
                    name={`rows.${i}.description`}
                    label={`Descrição ${i + 1}`}
                    readOnly={readOnly}
                  />
                </td>
                <td>
                  {!readOnly && (
                    <Button
                      minimal
                      icon="trash"
                      aria-label={`Remover natureza ${i + 1}`}
                      onClick={() => rows.remove(i)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {!readOnly && (
          <Button
            icon="add"
            text="Adicionar natureza"
            onClick={() => rows.append({ operation: 'VENDA', natureCode: '', description: '' })}
          />
        )}
      </Section>
      {!readOnly && (
        <div className="form-actions">
          <Button type="submit" intent="primary" text="SALVAR" loading={saving.loading} />
        </div>
      )}
    </form>
  );
}
