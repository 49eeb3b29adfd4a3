import type {
  BudgetRecordQuery,
  BudgetsListQuery,
  DebitNoteRecordQuery,
  DebitNotesListQuery,
  ReceivableRecordQuery,
  ReceivablesListQuery,
  VpcRequestRecordQuery,
  VpcRequestsListQuery,
} from '../../__generated__/graphql';

export type BudgetRow = BudgetsListQuery['budgets']['rows'][number];
export type Budget = NonNullable<BudgetRecordQuery['budget']>;
export type DebitNoteRow = DebitNotesListQuery['debitNotes']['rows'][number];
export type DebitNote = NonNullable<DebitNoteRecordQuery['debitNote']>;
export type ReceivableRow = ReceivablesListQuery['receivables']['rows'][number];
export type Receivable = NonNullable<ReceivableRecordQuery['receivable']>;
export type VpcRequestRow = VpcRequestsListQuery['vpcRequests']['rows'][number];
export type VpcRequest = NonNullable<VpcRequestRecordQuery['vpcRequest']>;

/** A request changes (and is sent or cancelled) while it is a draft or returned for correction. */
export const isVpcOpen = (v: Pick<VpcRequest, 'status'>) => v.status === 'DRAFT' || v.status === 'RETURNED';
