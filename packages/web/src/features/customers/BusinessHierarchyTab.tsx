import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { businessHierarchySchema } from '@balcao/schema/customerFields';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { SaveCustomerBusinessHierarchyDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import type { Customer } from './customerValues';
import { useSubRecordSave } from './useSubRecordSave';

/** Business hierarchy (spec/02 §7 upsertBussinessHierarchy): where the customer sits in sales. */
export function BusinessHierarchyTab({
  customer,
  readOnly,
  onReload,
}: {
  customer: Customer;
  readOnly: boolean;
  onReload: () => void;
}) {
  const h = customer.businessHierarchy;
  const form = useAppForm(businessHierarchySchema, {
    board: h?.board ?? '',
    region: h?.region ?? '',
    supervisor: h?.supervisor ?? '',
    channel: h?.channel ?? '',
    segment: h?.segment ?? '',
    regionalManagerId: h?.regionalManagerId ? String(h.regionalManagerId) : '',
  });
  const [save, saving] = useMutation(SaveCustomerBusinessHierarchyDocument, OWN_ERROR_TEXT);
  const saver = useSubRecordSave(customer, 'businessHierarchy', form.serverErrors, onReload);
  const submit = form.submit((v) =>
    saver.run((updatedAt) =>
      save({
        variables: {
          id: customer.id,
          updatedAt,
          input: { ...v, regionalManagerId: v.regionalManagerId ? String(v.regionalManagerId) : null },
        },
      }),
    ),
  );
  const t = (name: 'board' | 'region' | 'supervisor' | 'channel' | 'segment', label: string) => (
    <TextField control={form.control} name={name} label={label} readOnly={readOnly} maxLength={60} />
  );
  return (
    <form ref={saver.formRef} onSubmit={submit} noValidate aria-label="Hierarquia comercial">
      <FormSummary text={form.summary} />
      {saver.notice}
      <Section title="Hierarquia comercial">
        <div className="form-grid">
          {t('board', 'Diretoria')}
          {t('region', 'Regional')}
          {t('supervisor', 'Supervisor')}
          {t('channel', 'Canal')}
          {t('segment', 'Segmento')}
          {h?.regionalManagerName && <p className="muted">Gerente regional: {h.regionalManagerName}</p>}
        </div>
      </Section>
      {!readOnly && (
        <div className="form-actions">
          <Button type="submit" intent="primary" text="SALVAR" loading={saving.loading} />
        </div>
      )}
    </form>
  );
}
