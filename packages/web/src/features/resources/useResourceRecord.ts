import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { resourceMessages, type ResourceDef } from '@balcao/schema/resources';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import type { BaseRecord, RecordDocs } from './docs';

/**
 * One record of a kit area, read fresh, and why it is not there: refused (403, in the services'
 * words), gone (the area's 'não encontrado'), or a failure the user may retry.
 */
export function useResourceRecord<RQ, Rec extends BaseRecord>(
  def: ResourceDef,
  docs: RecordDocs<RQ, Rec>,
  id: string | undefined,
) {
  const { data, loading, error, refetch } = useQuery(docs.record, {
    variables: { id: id ?? '0' },
    skip: !id,
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  const record = data ? (docs.one(data) ?? null) : null;
  const msg = resourceMessages(def);
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
  const code = first?.extensions?.code;
  const problem =
    record || (loading && !data)
      ? null
      : code === 'FORBIDDEN'
        ? { kind: 'forbidden' as const, text: first!.message }
        : error && code !== 'NOT_FOUND'
          ? { kind: 'failed' as const, text: msg.queryFailed }
          : { kind: 'notFound' as const, text: msg.notFound };
  return { record, loading: loading && !data, problem, reload: () => void refetch() };
}
