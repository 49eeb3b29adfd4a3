import './imports.css';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  Button,
  Callout,
  Card,
  Checkbox,
  FormGroup,
  InputGroup,
  ProgressBar,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IMPORT_MODE_LABEL, importFailedText, importOf, MSG, type ImportMode } from '@balcao/schema';
import {
  CancelImportDocument,
  ImportPanelDocument,
  type ImportKind,
  type ImportPanel_JobFragment as Job,
} from '../../__generated__/graphql';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { FileDrop, useUpload } from '../files';
import { ImportHistory } from './ImportHistory';
import { errorReportPath, outcomeOf } from './outcome';
import { useImportRun } from './useImportRun';

type Props = {
  kind: ImportKind;
  /** The record the rows go into (a price table's id), when the kind has one. */
  target?: string;
  /** Called after an import wrote something, so the page shows the new rows. */
  onImported?: () => void;
};

const PHASE: Record<string, string> = { VALIDANDO: 'Validando', GRAVANDO: 'Gravando', FIM: 'Concluído:' };
const n = (v: number) => v.toLocaleString('pt-BR');

/**
 * The import kit's panel: a simulation first (every row checked, nothing written), the mode, the
 * file, its progress as the services tell it, a cancel, the outcome with its error report, and the
 * last imports of the kind.
 */
export function ImportPanel({ kind, target, onImported }: Props) {
  const def = importOf(kind)!;
  const [dryRun, setDryRun] = useState(true);
  const [mode, setMode] = useState<ImportMode>('FILE');
  const [choice, setChoice] = useState(def.choice ? Object.keys(def.choice.options)[0]! : '');
  const [description, setDescription] = useState('');
  const descriptionId = useId();
  const [last, setLast] = useState<string | null>(null);
  const { data, refetch } = useQuery(ImportPanelDocument, {
    variables: { kind, target },
    fetchPolicy: 'cache-and-network',
  });
  const jobs = data?.importJobs.rows ?? [];
  const onEnd = useCallback(
    (id: string) => {
      setLast(id);
      void refetch().then(({ data: fresh }) => {
        const job = fresh?.importJobs.rows.find((j) => j.id === id);
        if (job && job.inserted + job.updated > 0) onImported?.();
      });
    },
    [refetch, onImported],
  );
  const run = useImportRun(kind, onEnd);
  const fields = useMemo(
    () => ({
      mode,
      dryRun: String(dryRun),
      ...(target ? { target } : {}),
      ...(def.choice ? { [def.choice.key]: choice } : {}),
      ...(description.trim() ? { description: description.trim() } : {}),
    }),
    [mode, dryRun, target, description, def.choice, choice],
  );
  const upload = useUpload<Job>({
    url: `/files/imports/${kind}`,
    extensions: ['xlsx'],
    fields,
    failedMessage: importFailedText(def),
    onUploaded: (job) => {
      setLast(null);
      // The upload's answer is the services' JSON: its id a number, GraphQL's a string.
      run.started(String(job.id));
    },
  });
  const [cancel, cancelling] = useMutation(CancelImportDocument);
  const errorReport = (job: Job) =>
    void downloadFile(errorReportPath(kind, job.id), `Erros - ${job.fileName}`).catch((e: Error) =>
      notify.error(e.message || MSG.downloadFailed),
    );
  const done = jobs.find((j) => j.id === last);
  const outcome = done && outcomeOf(done);
  const p = run.progress;
  return (
    <Card className="form-card import-panel">
      <div className="section-head">
        <h2>Importar {def.title.toLowerCase()} (XLSX)</h2>
        <Button
          icon="th-derived"
          text="BAIXAR MODELO"
          onClick={() => void downloadFile(`/files/imports/${kind}/template`, `Modelo - ${def.title}.xlsx`)}
        />
      </div>
      <p className="muted">
        Na primeira linha, as colunas: {def.columns.map((c) => c.header).join(', ')}. {def.help}
      </p>
      <div className="import-options">
        <Checkbox
          checked={dryRun}
          label="Simulação: validar todas as linhas sem gravar nada"
          onChange={(e) => setDryRun(e.currentTarget.checked)}
        />
        <RadioGroup
          label="Se alguma linha tiver erro"
          inline
          selectedValue={mode}
          onChange={(e) => setMode(e.currentTarget.value as ImportMode)}
        >
          <Radio value="FILE" label={IMPORT_MODE_LABEL.FILE} />
          <Radio value="BATCH" label={`${IMPORT_MODE_LABEL.BATCH} de ${n(def.batchSize)} linhas`} />
        </RadioGroup>
        {def.choice && (
          <RadioGroup
            label={def.choice.label}
            inline
            selectedValue={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
          >
            {Object.entries(def.choice.options).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
        )}
      </div>
      <FormGroup
        label="Descrição"
        labelFor={descriptionId}
        labelInfo="(opcional: aparece no histórico)"
        className="import-description"
      >
        <InputGroup
          id={descriptionId}
          value={description}
          maxLength={500}
          placeholder={def.example && `Ex.: ${def.example}`}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </FormGroup>
      {!run.running && <FileDrop label="Arquivo da importação" extensions={['xlsx']} upload={upload} />}
      {(run.running || (p && p.jobId === last)) && (
        <div className="import-progress" aria-label="Progresso da importação" role="group">
          <ProgressBar value={(p?.percent ?? 0) / 100} intent="primary" stripes={false} />
          <span role="status">
            {p
              ? `${PHASE[p.phase] ?? p.phase} ${n(p.processed)} de ${n(p.total)} linhas (${p.percent}%)`
              : 'Importação iniciada…'}
            {p && p.errorRows > 0 ? `; ${n(p.errorRows)} com erro` : ''}
          </span>
          {run.running && (
            <Button
              icon="stop"
              text="CANCELAR IMPORTAÇÃO"
              loading={cancelling.loading}
              onClick={() =>
                void cancel({ variables: { kind, id: run.running! } }).catch((e: Error) =>
                  notify.error(e.message),
                )
              }
            />
          )}
        </div>
      )}
      {outcome && done && (
        <Callout intent={outcome.intent} role="alert" className="import-outcome">
          <span>{outcome.text}</span>
          {done.hasErrorReport && (
            <Button icon="download" text="BAIXAR RELATÓRIO DE ERROS" onClick={() => errorReport(done)} />
          )}
        </Callout>
      )}
      <ImportHistory jobs={jobs} total={data?.importJobs.totalRegisters ?? 0} onErrorReport={errorReport} />
    </Card>
  );
}
