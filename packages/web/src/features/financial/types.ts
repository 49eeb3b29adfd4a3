import type {
  BudgetRecordQuery,
  BudgetsListQuery,
  DebitNoteRecordQuery,
  DebitNotesListQuery,
  FanRecordQuery,
  FansListQuery,
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

export type FanRow = FansListQuery['fans']['rows'][number];
export type Fan = NonNullable<FanRecordQuery['fan']>;

/** A FAN changes (its fields, its documents) until its approver decides. */
export const isFanOpen = (f: Pick<Fan, 'status'>) => f.status === 'IN_APPROVAL' || f.status === 'RETURNED';

/** A request changes (and is sent or cancelled) while it is a draft or returned for correction. */
export const isVpcOpen = (v: Pick<VpcRequest, 'status'>) => v.status === 'DRAFT' || v.status === 'RETURNED';
