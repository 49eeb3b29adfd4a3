import { Button, Card, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { NEGOTIATION_MSG } from '@balcao/schema';
import { negotiations } from '@balcao/schema/resources';
import { negotiationDocs } from '../../__generated__/resources';
import { NegotiationLinksDocument } from '../../__generated__/graphql';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import type { GridState } from '../../ui/grid';
import { exportQueryString } from '../../ui/grid';
import { useResourceRecord } from '../resources';
import type { Negotiation } from './types';

const ICON = {
  view: 'eye-open',
  edit: 'edit',
  pdf: 'document',
  historic: 'history',
  workflow: 'flows',
} as const;

/** The deal's document (PDF), downloaded; 'Falha ao receber pdf' when it does not come. */
export function downloadNegotiationPdf(id: string, number: string) {
  return downloadFile(`/files/negotiations/${id}/pdf`, `Negociação ${number}.pdf`).catch(() =>
    notify.error(NEGOTIATION_MSG.pdfFailed),
  );
}

/** The deal's actions as the services give them (links), in a menu beside its buttons. */
export function NegotiationLinks({ negotiation }: { negotiation: Pick<Negotiation, 'id'> }) {
  const navigate = useNavigate();
  const { data, loading } = useQuery(NegotiationLinksDocument, { variables: { id: negotiation.id } });
  const links = data?.negotiationLinks.links ?? [];
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Ações da negociação">
          {links.map((l) => (
            <MenuItem
              key={l.key}
              icon={ICON[l.key as keyof typeof ICON] ?? 'link'}
              text={l.label}
              href={l.href}
              onClick={(e) => {
                e.preventDefault();
                navigate(l.href);
              }}
            />
          ))}
        </Menu>
      }
    >
      <Button icon="more" rightIcon="caret-down" text="AÇÕES" loading={loading} disabled={!links.length} />
    </PopoverNext>
  );
}

/** The deal's PDF button on its page. */
export function NegotiationPdfButton({ negotiation }: { negotiation: Negotiation }) {
  return (
    <Button
      icon="document"
      text="PDF"
      onClick={() => void downloadNegotiationPdf(negotiation.id, negotiation.negotiationNumber ?? '')}
    />
  );
}

/**
 * /sales/negotiations/pdf/:id: the deal's document, one a customer could be sent (header, items,
 * totals and conditions), to download.
 */
export function NegotiationPdfScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const { record, loading } = useResourceRecord(negotiations, negotiationDocs, id);
  const number = (record as Negotiation | null)?.negotiationNumber ?? '';
  return (
    <div className="page">
      <h1 className="page-title">Documento da negociação {number}</h1>
      <Card className="form-card negotiation-pdf">
        {loading && !record ? (
          <p className="muted">Carregando a negociação…</p>
        ) : (
          <>
            <p>
              O documento traz o cabeçalho com o cliente e o representante, os itens com quantidades e preços,
              os totais e as condições da negociação, pronto para enviar ao cliente.
            </p>
            <div className="form-actions">
              <Button
                icon="arrow-left"
                text="VOLTAR"
                onClick={() => navigate(`${negotiations.path}/view/${id}`)}
              />
              <Button
                icon="download"
                intent="primary"
                text="BAIXAR PDF"
                autoFocus
                onClick={() => void downloadNegotiationPdf(id, number)}
              />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

/**
 * 'Relatório de logs' in the list's toolbar: the history of the deals the list shows (its search
 * and filters) and of their items, as XLSX; 'Erro ao realizar o download.' when it fails.
 */
export function LogsReportButton({ state }: { state: GridState }) {
  const query = new URLSearchParams(exportQueryString(state, 'xlsx', []));
  query.delete('format');
  return (
    <Button
      icon="th-list"
      text="RELATÓRIO DE LOGS"
      onClick={() =>
        void downloadFile(
          `/files/negotiations/logs-report?${query.toString()}`,
          'Relatório de logs de negociações.xlsx',
        ).catch(() => notify.error(NEGOTIATION_MSG.downloadFailed))
      }
    />
  );
}
