import { businessHierarchySchema } from '@balcao/schema/customerFields';
import { TextField, useAppForm } from '../../ui/form';
import { SaveCustomerBusinessHierarchyDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import { SubRecordForm, useSubRecordSave, type SubRecordTabProps } from './useSubRecordSave';

/** Business hierarchy (spec/02 §7 upsertBussinessHierarchy): where the customer sits in sales. */
export function BusinessHierarchyTab(props: SubRecordTabProps) {
  const { customer, readOnly } = props;
  const h = customer.businessHierarchy;
  const form = useAppForm(businessHierarchySchema, {
    board: h?.board ?? '',
    region: h?.region ?? '',
    supervisor: h?.supervisor ?? '',
    channel: h?.channel ?? '',
    segment: h?.segment ?? '',
    regionalManagerId: h?.regionalManagerId ? String(h.regionalManagerId) : '',
  });
  const saver = useSubRecordSave(
    props,
    'businessHierarchy',
    form,
    SaveCustomerBusinessHierarchyDocument,
    (v) => ({
      input: { ...v, regionalManagerId: v.regionalManagerId ? String(v.regionalManagerId) : null },
    }),
  );
  const t = (name: 'board' | 'region' | 'supervisor' | 'channel' | 'segment', label: string) => (
    <TextField control={form.control} name={name} label={label} readOnly={readOnly} maxLength={60} />
  );
  return (
    <SubRecordForm label="Hierarquia comercial" saver={saver} readOnly={readOnly}>
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
    </SubRecordForm>
  );
}
