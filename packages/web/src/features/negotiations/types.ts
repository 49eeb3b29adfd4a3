import type { NegotiationRecordQuery, NegotiationsListQuery } from '../../__generated__/graphql';

export type NegotiationRow = NegotiationsListQuery['negotiations']['rows'][number];
export type Negotiation = NonNullable<NegotiationRecordQuery['negotiation']>;

/** A deal changes only as a draft that is not blocked. */
export const isEditable = (n: Pick<Negotiation, 'status' | 'blocked'>) => n.status === 'DRAFT' && !n.blocked;
