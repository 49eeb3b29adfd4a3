import { useQuery } from '@apollo/client/react';
import { approvalModes } from '@balcao/schema/resources';
import { UserPicker } from '../../lib/UserPicker';
import { approvalModeDocs } from '../../__generated__/resources';
import {
  ApprovalModeApproversDocument,
  type ApprovalMode_FieldsFragment as ApprovalMode,
} from '../../__generated__/graphql';
import { RefTags, ResourcePage, type FieldSlotProps, type ResourceUi } from '../resources';

/** The named approvers: tags of the mode's own (read by name) and of those picked, and the picker. */
function ApproverTags(p: FieldSlotProps<ApprovalMode>) {
  const { data } = useQuery(ApprovalModeApproversDocument, {
    variables: { id: p.record?.id ?? '' },
    skip: !p.record,
  });
  return (
    <RefTags
      def={approvalModes}
      known={data?.approvalMode?.approverUsers ?? []}
      empty="Nenhum aprovador incluído."
      picker={(add) => <UserPicker label="Incluir aprovador" value={null} onChange={(u) => u && add(u)} />}
      {...p}
    />
  );
}

const UI: ResourceUi<ApprovalMode, ApprovalMode> = {
  fields: { approvers: (p) => <ApproverTags {...p} /> },
};

/**
 * /administrative/registerAux/approvalMode: who approves, by code, each mode edited in a dialog;
 * /workflow/:id, the mode above its own workflow, started there.
 */
export function ApprovalModesPage() {
  return <ResourcePage def={approvalModes} docs={approvalModeDocs} ui={UI} dialog />;
}
