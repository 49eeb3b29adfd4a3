import { useQuery } from '@apollo/client/react';
import { isFinancialRecordPath } from '@balcao/schema';
import { jurisdictions } from '@balcao/schema/resources';
import {
  JurisdictionModesDocument,
  JurisdictionTypesDocument,
  type WorkflowJurisdiction_FieldsFragment as Jurisdiction,
} from '../../__generated__/graphql';
import { RefSelect, type FieldSlotProps, type ResourceUi } from '../resources';

/** The approval mode that answers: an active one, by code and description. */
function ApprovalModeSelect(p: FieldSlotProps<Jurisdiction>) {
  const { data } = useQuery(JurisdictionModesDocument, { skip: p.readOnly });
  const options = (data?.approvalModes.rows ?? []).map((m) => ({
    value: m.id,
    label: `${m.approverCode} — ${m.approverDescription}`,
  }));
  return <RefSelect def={jurisdictions} options={options} {...p} />;
}

/** The workflow type the alçada routes: an active financial one (its records are Financeiro's). */
function WorkflowTypeSelect(p: FieldSlotProps<Jurisdiction>) {
  const { data } = useQuery(JurisdictionTypesDocument, { skip: p.readOnly });
  const options = (data?.activeWorkflowTypes ?? [])
    .filter((t) => isFinancialRecordPath(t.recordPath))
    .map((t) => ({ value: t.id, label: t.title }));
  return <RefSelect def={jurisdictions} options={options} {...p} />;
}

/** The financial workflow types' alçadas, on /financial/jurisdiction: their own widgets. */
export const JURISDICTION_UI: ResourceUi<Jurisdiction, Jurisdiction> = {
  scope: { financial: ['true'] },
  fields: {
    typeId: (p) => <WorkflowTypeSelect {...p} />,
    approvalModeId: (p) => <ApprovalModeSelect {...p} />,
  },
};

/** On a workflow type's page, the type is the page's: only the mode is chosen. */
export const TYPE_JURISDICTION_UI: ResourceUi<Jurisdiction, Jurisdiction> = {
  fields: { typeId: () => null, approvalModeId: JURISDICTION_UI.fields!.approvalModeId },
};
