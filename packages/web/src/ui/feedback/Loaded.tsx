import type { ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';

type Props<T> = {
  /** The query's answer; undefined until the first one. */
  data: T | undefined;
  /** Asking again: the content stays, marked busy. */
  loading: boolean;
  /** What to show when the first answer failed (nothing while there is no failure). */
  failure: ReactNode;
  /** The spinner's accessible name until the first answer. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
};

/**
 * A screen's body over one query: its failure, or a spinner until the first answer, then the
 * content, busy while it is asked again (a filter changed).
 */
export function Loaded<T>({ data, loading, failure, loadingLabel, children }: Props<T>) {
  if (data === undefined) return failure || <Spinner aria-label={loadingLabel} />;
  return <div aria-busy={loading}>{children(data)}</div>;
}
