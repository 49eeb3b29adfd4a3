import { debitNotes } from '@balcao/schema/resources';
import { debitNoteDocs } from '../../__generated__/resources';
import { ResourcePage, type ResourceUi } from '../resources';
import { DebitNoteOrderField } from './DebitNoteOrderField';
import { FinancialCustomerFilter } from './FinancialCustomerField';
import type { DebitNote, DebitNoteRow } from './types';

const UI: ResourceUi<DebitNoteRow, DebitNote> = {
  fields: { orderId: (p) => <DebitNoteOrderField {...p} /> },
  filters: { customerId: (p) => <FinancialCustomerFilter {...p} /> },
};

/**
 * /financial/debitNotes and its /create, /edit/:id, /view/:id and /historic/:id: the debit notes
 * (ND) issued against orders, listed per customer (the customer filter).
 */
export function DebitNotesPage() {
  return <ResourcePage def={debitNotes} docs={debitNoteDocs} ui={UI} />;
}
