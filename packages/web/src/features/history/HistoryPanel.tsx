import { Button, Card, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { formatDateTime, MSG } from '@balcao/schema';
import { HistoryPanelDocument } from '../../__generated__/graphql';
import { formatValue } from './formatValue';
import './history.css';

const ACTIONS: Record<string, { label: string; intent: 'success' | 'primary' | 'danger' }> = {
  create: { label: 'Inclusão', intent: 'success' },
  update: { label: 'Alteração', intent: 'primary' },
  delete: { label: 'Exclusão', intent: 'danger' },
};

type Props = {
  entity: string;
  id: string;
  title: string;
  /** Field names as the screen labels them. */
  labels: Record<string, string>;
  onBack: () => void;
};

/** The changes in the order the record's screen lists its fields (jsonb keeps its own order). */
const ordered = <C extends { field: string }>(changes: readonly C[], labels: Record<string, string>) => {
  const order = Object.keys(labels);
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  return [...changes].sort((a, b) => rank(a.field) - rank(b.field));
};

/** A record's history (beyond the spec): who changed what, from what to what, newest first. */
export function HistoryPanel({ entity, id, title, labels, onBack }: Props) {
  const { data, loading, error } = useQuery(HistoryPanelDocument, {
    variables: { entity, id, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  const notFound =
    error &&
    'errors' in error &&
    (error.errors as { extensions?: { code?: string } }[])[0]?.extensions?.code === 'NOT_FOUND';
  return (
    <div className="page history">
      <h1 className="page-title">Histórico: {title}</h1>
      {loading && !data && <Spinner aria-label="Carregando" />}
      {notFound && <NonIdealState icon="history" title={MSG.historyNotFound} />}
      {error && !notFound && <NonIdealState icon="error" title={MSG.loadDataFailed} />}
      <ol className="history-list" aria-label="Alterações">
        {data?.history.rows.map((e) => (
          <li key={e.id}>
            <Card className="history-entry">
              <div className="history-head">
                <Tag minimal intent={ACTIONS[e.action]?.intent}>
                  {ACTIONS[e.action]?.label ?? e.action}
                </Tag>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                <span>por {e.user?.name ?? 'Sistema'}</span>
              </div>
              <HTMLTable compact className="history-changes">
                <thead>
                  <tr>
                    <th>Campo</th>
                    {e.action !== 'create' && <th>De</th>}
                    {e.action !== 'delete' && <th>Para</th>}
                  </tr>
                </thead>
                <tbody>
                  {ordered(e.changes, labels).map((c) => (
                    <tr key={c.field}>
                      <td>{labels[c.field] ?? c.field}</td>
                      {c.changed ? (
                        <td colSpan={2}>alterada</td>
                      ) : (
                        <>
                          {e.action !== 'create' && <td>{formatValue(c.from)}</td>}
                          {e.action !== 'delete' && <td>{formatValue(c.to)}</td>}
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </Card>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <Button text="VOLTAR" onClick={onBack} />
      </div>
    </div>
  );
}
