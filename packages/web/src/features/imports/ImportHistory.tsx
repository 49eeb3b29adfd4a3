import { useId } from 'react';
import { Button } from '@blueprintjs/core';
import { formatDateTime, IMPORT_MODE_LABEL, IMPORT_STATUS_LABEL } from '@balcao/schema';
import { RowsTable } from '../../ui/table';
import type { ImportPanel_JobFragment as Job } from '../../__generated__/graphql';

/** The rows the import read, and what came of them. */
const COUNTS = [
  ['Linhas', 'totalRows'],
  ['Incluídas', 'inserted'],
  ['Atualizadas', 'updated'],
  ['Com erro', 'errorRows'],
] as const;

type Props = { jobs: Job[]; total: number; onErrorReport: (job: Job) => void };

/** The last imports of the page's kind: who sent which file, when, how, and what came of it. */
export function ImportHistory({ jobs, total, onErrorReport }: Props) {
  const heading = useId();
  if (!jobs.length) return <p className="muted">Nenhuma importação feita ainda.</p>;
  return (
    <>
      <h3 id={heading}>Últimas importações</h3>
      <RowsTable
        className="import-history"
        aria-labelledby={heading}
        rows={jobs}
        columns={[
          { title: 'Data', cell: (j) => formatDateTime(j.createdAt) },
          { title: 'Arquivo', cell: (j) => j.fileName },
          { title: 'Descrição', cell: (j) => j.description || '—' },
          { title: 'Usuário', cell: (j) => j.userName },
          { title: 'Modo', cell: (j) => (j.dryRun ? 'Simulação' : IMPORT_MODE_LABEL[j.mode].split(':')[0]) },
          { title: 'Resultado', cell: (j) => IMPORT_STATUS_LABEL[j.status] },
          ...COUNTS.map(([title, count]) => ({
            title,
            className: 'num',
            cell: (j: Job) => j[count].toLocaleString('pt-BR'),
          })),
          {
            title: 'Erros',
            cell: (j) =>
              j.hasErrorReport && (
                <Button
                  minimal
                  small
                  icon="download"
                  aria-label={`Baixar relatório de erros de ${j.fileName} (${formatDateTime(j.createdAt)})`}
                  onClick={() => onErrorReport(j)}
                />
              ),
          },
        ]}
      />
      {total > jobs.length && (
        <p className="muted">
          Mostrando as {jobs.length} mais recentes de {total}.
        </p>
      )}
    </>
  );
}
