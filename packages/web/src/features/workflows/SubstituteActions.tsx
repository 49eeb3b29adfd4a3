import { useState } from 'react';
import { formatDateTime, MSG } from '@balcao/schema';
import { useListGrid } from '../../lib/useListGrid';
import { DataGrid, initialGridState, type GridColumn } from '../../ui/grid';
import { SubstitutesReportDocument, type SubstitutesReportQuery } from '../../__generated__/graphql';

type Row = SubstitutesReportQuery['substitutesReport']['rows'][number];
const KIND: Record<string, string> = {
  ANSWER: 'Respondeu',
  SAVE_DRAFT: 'Salvou rascunho',
  ASSUME: 'Assumiu a tarefa',
  AGREE: 'Concordou',
};
const COLUMNS: GridColumn<Row>[] = [
  { key: 'at', title: 'Quando', width: 170, sortable: true, text: (r) => formatDateTime(r.at) },
  { key: 'actor', title: 'Substituto', width: 200, sortable: true },
  { key: 'actedFor', title: 'Em nome de', width: 200, sortable: true },
  { key: 'kind', title: 'Ação', width: 150, text: (r) => KIND[r.kind] ?? r.kind },
  { key: 'workflowTitle', title: 'Workflow', width: 200 },
  { key: 'registerId', title: 'Registro', width: 120 },
];

/**
 * What substitutes did, and for whom: a section of the Substitutos screen. Its paging stays in the
 * component (the address holds the ranges grid's). The BI report of the same data is
 * /administrative/substitutes/report.
 */
export function SubstituteActions() {
  const { grid } = useListGrid(SubstitutesReportDocument, useState(initialGridState), {
    pageOf: (d) => d.substitutesReport,
    errorText: MSG.loadDataFailed,
  });
  return (
    <section aria-labelledby="substitute-actions-title">
      <h2 id="substitute-actions-title" className="section-title">
        Ações realizadas por substitutos
      </h2>
      <DataGrid gridKey="substitutesReport" label="Relatório de substitutos" columns={COLUMNS} {...grid} />
    </section>
  );
}
