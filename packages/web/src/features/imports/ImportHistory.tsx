import { useId } from 'react';
import { Button, HTMLTable } from '@blueprintjs/core';
import { formatDateTime, IMPORT_MODE_LABEL, IMPORT_STATUS_LABEL } from '@balcao/schema';
import type { ImportPanel_JobFragment as Job } from '../../__generated__/graphql';

type Props = { jobs: Job[]; total: number; onErrorReport: (job: Job) => void };

/** The last imports of the page's kind: who sent which file, when, how, and what came of it. */
export function ImportHistory({ jobs, total, onErrorReport }: Props) {
  const heading = useId();
  if (!jobs.length) return <p className="muted">Nenhuma importação feita ainda.</p>;
  return (
    <>
      <h3 id={heading}>Últimas importações</h3>
      <HTMLTable compact striped className="import-history" aria-labelledby={heading}>
        <thead>
          <tr>
            <th>Data</th>
            <th>Arquivo</th>
            <th>Descrição</th>
            <th>Usuário</th>
            <th>Modo</th>
            <th>Resultado</th>
            <th className="num">Linhas</th>
            <th className="num">Incluídas</th>
            <th className="num">Atualizadas</th>
            <th className="num">Com erro</th>
            <th>Erros</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <tr key={j.id}>
              <td>{formatDateTime(j.createdAt)}</td>
              <td>{j.fileName}</td>
              <td>{j.description || '—'}</td>
              <td>{j.userName}</td>
              <td>{j.dryRun ? 'Simulação' : IMPORT_MODE_LABEL[j.mode].split(':')[0]}</td>
              <td>{IMPORT_STATUS_LABEL[j.status]}</td>
              <td className="num">{j.totalRows.toLocaleString('pt-BR')}</td>
              <td className="num">{j.inserted.toLocaleString('pt-BR')}</td>
              <td className="num">{j.updated.toLocaleString('pt-BR')}</td>
              <td className="num">{j.errorRows.toLocaleString('pt-BR')}</td>
              <td>
                {j.hasErrorReport && (
                  <Button
                    minimal
                    small
                    icon="download"
                    aria-label={`Baixar relatório de erros de ${j.fileName} (${formatDateTime(j.createdAt)})`}
                    onClick={() => onErrorReport(j)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {total > jobs.length && (
        <p className="muted">
          Mostrando as {jobs.length} mais recentes de {total}.
        </p>
      )}
    </>
  );
}
