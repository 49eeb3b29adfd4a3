import { useQuery } from '@apollo/client/react';
import { workflowTypes } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { workflowTypeDocs } from '../../__generated__/resources';
import {
  WorkflowTypeSituationsDocument,
  type WorkflowType_FieldsFragment as WorkflowType,
} from '../../__generated__/graphql';
import { RefChecks, ResourcePage, type FieldSlotProps, type ResourceUi } from '../resources';
import { JurisdictionsPanel } from './JurisdictionsPanel';
import { RolesPanel } from './RolesPanel';
import { WorkflowVersionTasks } from './WorkflowVersionTasks';
import './workflows.css';

/** The situations a type offers: the active ones, and those it already has. */
function SituationChecks(p: FieldSlotProps<WorkflowType>) {
  const { data } = useQuery(WorkflowTypeSituationsDocument);
  const own = new Set((p.record?.workflowTypeSituations ?? []).map(String));
  const options = (data?.situations.rows ?? [])
    .filter((s) => s.active || own.has(s.id))
    .map((s) => ({ value: s.id, label: s.name }));
  return <RefChecks def={workflowTypes} options={options} {...p} />;
}

/** What a type's page holds under its form: its versions and their tasks, its alçadas, the roles. */
function WorkflowTypeParts({ type, readOnly }: { type: WorkflowType; readOnly: boolean }) {
  const can = useCan();
  return (
    <>
      <WorkflowVersionTasks workflowTypeId={type.id} readOnly={readOnly} />
      <JurisdictionsPanel workflowTypeId={type.id} readOnly={readOnly} />
      <RolesPanel canEdit={!readOnly && can(workflowTypes.module, 'EDITAR')} />
    </>
  );
}

const UI: ResourceUi<WorkflowType, WorkflowType> = {
  fields: { workflowTypeSituations: (p) => <SituationChecks {...p} /> },
  below: (type, readOnly) => type && <WorkflowTypeParts type={type} readOnly={readOnly} />,
  // Its tasks are added next, on its first version.
  editAfterCreate: true,
};

/** /administrative/workflowPanel: the workflow types, each with its versions, tasks and alçadas. */
export function WorkflowPanelPage() {
  return <ResourcePage def={workflowTypes} docs={workflowTypeDocs} ui={UI} />;
}
