import { Button, type IconName } from '@blueprintjs/core';
import { useState } from 'react';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export type GridExportsConfig = {
  formats: ExportFormat[];
  onExport: (format: ExportFormat, columns: string[]) => Promise<unknown>;
  /** 'Exportar Log': the history of the selected records; shown only up to `limit` records. */
  log?: { limit?: number; onExport: () => Promise<unknown> };
};

const EXPORT_LABELS: Record<ExportFormat, { text: string; icon: IconName }> = {
  xlsx: { text: 'Exportar Excel', icon: 'th' },
  csv: { text: 'Exportar CSV', icon: 'th-list' },
  pdf: { text: 'Exportar PDF', icon: 'document' },
};

type Props = { config: GridExportsConfig; totalRegisters: number; columns: () => string[] };

/** The export buttons of spec/02 §2, §9: one at a time, each busy until its file has come. */
export function GridExports({ config, totalRegisters, columns }: Props) {
  const [exporting, setExporting] = useState<ExportFormat | 'log' | null>(null);
  const run = (what: ExportFormat | 'log', work: () => Promise<unknown>) => {
    setExporting(what);
    void work().finally(() => setExporting(null));
  };
  const log = config.log;
  return (
    <>
      {config.formats.map((f) => (
        <Button
          key={f}
          icon={EXPORT_LABELS[f].icon}
          text={EXPORT_LABELS[f].text}
          loading={exporting === f}
          disabled={exporting !== null || totalRegisters === 0}
          onClick={() => run(f, () => config.onExport(f, columns()))}
        />
      ))}
      {log && totalRegisters > 0 && totalRegisters <= (log.limit ?? Infinity) && (
        <Button
          icon="history"
          text="Exportar Log"
          loading={exporting === 'log'}
          disabled={exporting !== null}
          onClick={() => run('log', log.onExport)}
        />
      )}
    </>
  );
}
