import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { importOf } from '@balcao/schema';
import {
  ImportJobStatusDocument,
  ImportProgressDocument,
  OrdersImportProgressDocument,
  type ImportKind,
  type OrdersImportProgressSubscription,
} from '../../__generated__/graphql';

/** A running import's progress, as the real-time channel tells it. */
export type ImportRunProgress = {
  jobId: string;
  kind: string;
  status: string;
  phase: string;
  processed: number;
  total: number;
  percent: number;
  errorRows: number;
};

/** The orders' own progress event (spec/01: another event carries an orders import's progress). */
function fromOrders(p: OrdersImportProgressSubscription['ordersImportProgress'] | undefined) {
  if (!p?.jobId || !p.kind) return null;
  return {
    jobId: p.jobId,
    kind: p.kind,
    status: p.status ?? 'RUNNING',
    phase: p.phase ?? 'VALIDANDO',
    processed: p.processed ?? 0,
    total: p.total ?? 0,
    percent: Math.floor(p.percent),
    errorRows: p.errorRows ?? 0,
  };
}

/**
 * The import the user just sent: its progress as the real-time channel tells it (the kind's own
 * event), and its end (`onEnd` once, with the job's id). Events may arrive before the upload's
 * answer names the job, so they are kept by job; while it runs, its status is also read every few
 * seconds, in case the channel is down.
 */
export function useImportRun(kind: ImportKind, onEnd: (jobId: string) => void) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportRunProgress | null>(null);
  const seen = useRef(new Map<string, ImportRunProgress>());
  const current = useRef<string | null>(null);
  const ordersEvent = importOf(kind)?.progressEvent === 'ordersImportProgress';

  const end = useCallback(
    (id: string) => {
      if (current.current !== id) return;
      current.current = null;
      setJobId(null);
      onEnd(id);
    },
    [onEnd],
  );
  const told = (p: ImportRunProgress | null | undefined) => {
    if (!p || p.kind !== kind) return;
    seen.current.set(p.jobId, p);
    if (p.jobId !== current.current) return;
    setProgress(p);
    if (p.phase === 'FIM') end(p.jobId);
  };
  useSubscription(ImportProgressDocument, {
    skip: ordersEvent,
    onData: ({ data }) => told(data.data?.importProgress),
  });
  useSubscription(OrdersImportProgressDocument, {
    skip: !ordersEvent,
    onData: ({ data }) => told(fromOrders(data.data?.ordersImportProgress)),
  });
  const { data: polled } = useQuery(ImportJobStatusDocument, {
    variables: { kind, id: jobId ?? '' },
    skip: !jobId,
    pollInterval: 3000,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    const job = polled?.importJob;
    if (jobId && job?.id === jobId && job.status !== 'RUNNING') end(jobId);
  }, [polled, jobId, end]);

  const started = useCallback(
    (id: string) => {
      current.current = id;
      setJobId(id);
      const known = seen.current.get(id);
      setProgress(known ?? null);
      if (known?.phase === 'FIM') end(id);
    },
    [end],
  );
  return { running: jobId, progress, started };
}
