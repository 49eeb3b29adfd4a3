import { vpcRequests } from '@balcao/schema/resources';
import { vpcRequestDocs } from '../../__generated__/resources';
import { ResourcePage, type ResourceUi } from '../resources';
import { DebitNoteCodes } from './DebitNoteCodes';
import { FinancialCustomerField } from './FinancialCustomerField';
import { VpcActions } from './VpcActions';
import { VpcBudgetField } from './VpcBudgetField';
import { VpcFile } from './VpcFile';
import { ApprovalStatusTag } from './ApprovalStatusTag';
import { isVpcOpen, type VpcRequest, type VpcRequestRow } from './types';

const UI: ResourceUi<VpcRequestRow, VpcRequest> = {
  fields: {
    customerId: (p) => <FinancialCustomerField {...p} shows="corporateName" />,
    budgetId: (p) => <VpcBudgetField {...p} />,
    debitNoteIds: (p) => <DebitNoteCodes {...p} />,
  },
  columns: { status: { render: (r) => <ApprovalStatusTag def={vpcRequests} status={r.status} /> } },
  headerTags: (v) => <ApprovalStatusTag def={vpcRequests} status={v.status} />,
  recordActions: (v) => <VpcActions vpc={v} />,
  below: (v) => v && <VpcFile vpc={v} />,
  editable: isVpcOpen,
  editAfterCreate: true,
};

/**
 * /financial/vpc and its /create, /edit/:id, /view/:id, /workflow/:id and /historic/:id: a
 * customer's VPC requests, backed by his NDs and a file, sent to approval through the workflow
 * engine (the approver answers at /workflow/:id) and cancelled while open.
 */
export function VpcRequestsPage() {
  return <ResourcePage def={vpcRequests} docs={vpcRequestDocs} ui={UI} />;
}
