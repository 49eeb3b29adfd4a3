import { Button, HTMLTable } from '@blueprintjs/core';
import { useFieldArray } from 'react-hook-form';
import { NATURE_OPERATIONS } from '@balcao/schema';
import { natureTaxOperationsSchema } from '@balcao/schema/customerFields';
import { SelectField, TextField, useAppForm } from '../../ui/form';
import { SaveCustomerNatureTaxOperationsDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import { SubRecordForm, useSubRecordSave, type SubRecordTabProps } from './useSubRecordSave';

const OPERATIONS = Object.entries(NATURE_OPERATIONS).map(([value, label]) => ({ value, label }));

/** Nature tax operations (spec/02 §7 upsertNatureTaxOperations): the list is saved as a whole. */
export function NatureOperationsTab(props: SubRecordTabProps) {
  const { customer, readOnly } = props;
  const form = useAppForm(natureTaxOperationsSchema, {
    rows: customer.natureTaxOperations.map((r) => ({
      operation: r.operation,
      natureCode: r.natureCode,
      description: r.description ?? '',
    })),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const saver = useSubRecordSave(
    props,
    'natureTaxOperations',
    form,
    SaveCustomerNatureTaxOperationsDocument,
    (v) => ({
      rows: v.rows.map((r) => ({ ...r, description: r.description ?? null })),
    }),
  );
  return (
    <SubRecordForm label="Natureza de operação" saver={saver} readOnly={readOnly}>
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
    </SubRecordForm>
  );
}
