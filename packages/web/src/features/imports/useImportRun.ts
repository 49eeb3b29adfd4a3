import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import {
  ImportJobStatusDocument,
  ImportProgressDocument,
  type ImportKind,
  type ImportProgressSubscription,
} from '../../__generated__/graphql';

type Progress = ImportProgressSubscription['importProgress'];

/**
 * The import the user just sent: its progress as the real-time channel tells it, and its end
 * (`onEnd` once, with the job's id). Events may arrive before the upload's answer names the job,
 * so they are kept by job; while it runs, its status is also read every few seconds, in case the
 * channel is down.
 */
export function useImportRun(kind: ImportKind, onEnd: (jobId: string) => void) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const seen = useRef(new Map<string, Progress>());
  const current = useRef<string | null>(null);

  const end = useCallback(
    (id: string) => {
      if (current.current !== id) return;
      current.current = null;
      setJobId(null);
      onEnd(id);
    },
    [onEnd],
  );
  useSubscription(ImportProgressDocument, {
    onData: ({ data }) => {
      const p = data.data?.importProgress;
      if (!p || p.kind !== kind) return;
      seen.current.set(p.jobId, p);
      if (p.jobId !== current.current) return;
      setProgress(p);
      if (p.phase === 'FIM') end(p.jobId);
    },
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
