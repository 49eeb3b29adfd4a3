import { fans } from '@balcao/schema/resources';
import { fanDocs } from '../../__generated__/resources';
import { ResourcePage, type ResourceUi } from '../resources';
import { ApprovalStatusTag } from './ApprovalStatusTag';
import { FanActions } from './FanActions';
import { FanCustomerField } from './FanCustomerField';
import { FanDocuments } from './FanDocuments';
import { isFanOpen, type Fan, type FanRow } from './types';

const UI: ResourceUi<FanRow, Fan> = {
  fields: { customerId: (p) => <FanCustomerField {...p} /> },
  columns: { status: { render: (r) => <ApprovalStatusTag def={fans} status={r.status} /> } },
  headerTags: (f) => <ApprovalStatusTag def={fans} status={f.status} />,
  recordActions: (f) => <FanActions fan={f} />,
  below: (f) => <FanDocuments fan={f} />,
  editable: isFanOpen,
  editAfterCreate: true,
};

/**
 * /fan and its /create, /edit/:id, /view/:id, /workflow/:id and /historic/:id: the customers' FAN,
 * whose approval starts with its save (the approver answers at /workflow/:id), with its documents;
 * one returned for correction is saved and concluded from its page.
 */
export function FansPage() {
  return <ResourcePage def={fans} docs={fanDocs} ui={UI} />;
}
