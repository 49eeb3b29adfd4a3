import { REPRESENTATIVE_OPEN_STATUSES, type RepresentativeStatus } from '@balcao/schema';
import type { RepresentativeRecordQuery, RepresentativesListQuery } from '../../__generated__/graphql';

export type RepresentativeRow = RepresentativesListQuery['representatives']['rows'][number];
export type Representative = NonNullable<RepresentativeRecordQuery['representative']>;

/** His registration is still being filled: parameters and contract may change, he may be concluded. */
export const isOpen = (r: Pick<Representative, 'status'>) =>
  REPRESENTATIVE_OPEN_STATUSES.includes(r.status as RepresentativeStatus);
