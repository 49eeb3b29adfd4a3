import { useState } from 'react';
import { Button, Card, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import {
  businessDay,
  formatDateBr,
  formatMoney,
  formatPercent,
  MSG,
  REPRESENTATIVE_MSG,
} from '@balcao/schema';
import { useCan } from '../../lib/access';
import { downloadFile } from '../../lib/download';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { RowsTable } from '../../ui/table';
import { ImportPanel } from '../imports';
import {
  RepresentativeCommissionMonthsDocument,
  RepresentativeCommissionsDocument,
} from '../../__generated__/graphql';
import type { Representative } from './types';
import './representatives.css';

const PAGE = 10;
const monthText = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;

/** One month's lines, a page at a time, and their XLSX. */
function MonthLines({ id, month }: { id: string; month: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(RepresentativeCommissionsDocument, {
    variables: { id, month, page, pageSize: PAGE },
    ...OWN_ERROR_TEXT,
  });
  const result = data?.representativeCommissions;
  const pages = Math.max(1, Math.ceil((result?.totalRegisters ?? 0) / PAGE));
  if (error) return <NonIdealState icon="error" title={error.message || MSG.loadDataFailed} />;
  return (
    <>
      <h3>Itens de {monthText(month)}</h3>
      <div className="rep-toolbar">
        <Button
          icon="export"
          text="Exportar Excel"
          onClick={() =>
            void downloadFile(
              `/files/representatives/${encodeURIComponent(id)}/commissions?month=${month}`,
              `Comissões ${monthText(month).replace('/', '-')}.xlsx`,
            ).catch((e: Error) => notify.error(e.message || MSG.downloadFailed))
          }
        />
      </div>
      {loading && !result ? (
        <Spinner aria-label="Carregando" size={24} />
      ) : (
        <RowsTable
          aria-label={`Comissões de ${monthText(month)}`}
          rows={result?.rows ?? []}
          rowKey={(l) => l.itemId}
          columns={[
            { title: 'Pedido', cell: (l) => l.orderNumber },
            { title: 'Emissão', cell: (l) => formatDateBr(l.issueDate) },
            { title: 'Cliente', cellClassName: 'wrap', cell: (l) => l.customerName },
            { title: 'Produto', cellClassName: 'wrap', cell: (l) => `${l.productCode} — ${l.productName}` },
            { title: 'Valor do item', className: 'num', cell: (l) => formatMoney(l.base) },
            { title: 'Desconto', className: 'num', cell: (l) => formatPercent(l.discount) },
            {
              title: 'Comissão (%)',
              className: 'num',
              cell: (l) => (
                <>
                  {formatPercent(l.percentage)} {l.manual && <Tag minimal>manual</Tag>}
                </>
              ),
            },
            { title: 'Comissão', className: 'num', cell: (l) => formatMoney(l.commission) },
          ]}
        />
      )}
      <div className="rep-toolbar">
        <Button
          icon="chevron-left"
          aria-label="Página anterior"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        />
        <span>
          Página {page} de {pages}
        </span>
        <Button
          icon="chevron-right"
          aria-label="Próxima página"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        />
      </div>
    </>
  );
}

/**
 * His commissions (COMISSAO × VISUALIZAR): per month of a year, and a month's lines with their
 * XLSX; the commission import (the import kit) for who holds COMISSAO × IMPORTACAO_EM_MASSA. A
 * refused ruler token reads 'Erro em token Regua'.
 */
export function RepresentativeCommissions({ representative }: { representative: Representative }) {
  const can = useCan();
  const thisYear = Number(businessDay().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(RepresentativeCommissionMonthsDocument, {
    variables: { id: representative.id, year },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const months = data?.representativeCommissionMonths ?? [];
  return (
    <Card className="form-card rep-documents">
      <h2>Comissões</h2>
      <div className="rep-toolbar">
        <HTMLSelect
          aria-label="Ano"
          value={year}
          onChange={(e) => {
            setYear(Number(e.currentTarget.value));
            setMonth(null);
          }}
          options={[thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: y, label: String(y) }))}
        />
      </div>
      {loading && !data ? (
        <Spinner aria-label="Carregando" size={24} />
      ) : error ? (
        <NonIdealState
          icon="error"
          title={
            error.message === REPRESENTATIVE_MSG.rulerToken
              ? REPRESENTATIVE_MSG.rulerToken
              : error.message || MSG.loadDataFailed
          }
          action={<Button text="Tentar novamente" onClick={() => void refetch()} />}
        />
      ) : !months.length ? (
        <p className="muted">Nenhuma comissão em {year}.</p>
      ) : (
        <RowsTable
          aria-label={`Comissões por mês de ${year}`}
          rows={months}
          rowKey={(m) => m.month}
          rowClassName={(m) => (m.month === month ? 'selected' : undefined)}
          columns={[
            { title: 'Mês', cell: (m) => monthText(m.month) },
            { title: 'Itens', className: 'num', cell: (m) => m.lines },
            { title: 'Valor dos itens', className: 'num', cell: (m) => formatMoney(m.base) },
            { title: 'Comissão', className: 'num', cell: (m) => formatMoney(m.commission) },
            {
              cell: (m) => (
                <Button
                  size="small"
                  text="VER ITENS"
                  aria-label={`Ver itens de ${monthText(m.month)}`}
                  onClick={() => setMonth(m.month)}
                />
              ),
            },
          ]}
        />
      )}
      {month && <MonthLines id={representative.id} month={month} />}
      {can('COMISSAO', 'IMPORTACAO_EM_MASSA') && (
        <>
          <h3>Importar comissões</h3>
          <ImportPanel kind="COMMISSIONS" onImported={() => void refetch()} />
        </>
      )}
    </Card>
  );
}
