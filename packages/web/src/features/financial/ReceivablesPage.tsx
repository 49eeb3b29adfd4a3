import { displayValue, receivables } from '@balcao/schema/resources';
import { receivableDocs } from '../../__generated__/resources';
import { ResourcePage, type ResourceUi } from '../resources';
import './financial.css';
import { DebitNoteOrderField } from './DebitNoteOrderField';
import { FinancialCustomerFilter } from './FinancialCustomerField';
import { ReceivableStatusTag } from './ReceivableStatusTag';
import type { Receivable, ReceivableRow } from './types';

/** An overdue title's due date, in red: the row a user looks for first. */
const dueDate = (r: ReceivableRow) => {
  const text = displayValue(receivables.fields.dueDate, r.dueDate);
  return r.status === 'OVERDUE' ? <strong className="receivable-overdue">{text}</strong> : text;
};

const UI: ResourceUi<ReceivableRow, Receivable> = {
  fields: { orderId: (p) => <DebitNoteOrderField {...p} /> },
  filters: { customerId: (p) => <FinancialCustomerFilter {...p} /> },
  columns: {
    status: { render: (r) => <ReceivableStatusTag status={r.status} /> },
    dueDate: { render: dueDate },
  },
  headerTags: (r) => <ReceivableStatusTag status={r.status} />,
};

/**
 * /financial/titlesReceive and its /create, /edit/:id, /view/:id and /historic/:id: the invoiced
 * orders' receivables by due date, the overdue ones in red; finance records their payment.
 */
export function ReceivablesPage() {
  return <ResourcePage def={receivables} docs={receivableDocs} ui={UI} />;
}
