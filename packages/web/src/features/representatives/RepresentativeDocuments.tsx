import { useState } from 'react';
import { Button, ButtonGroup, Card, Spinner } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  DISTRATO_KINDS,
  formatDateBr,
  formatDateTime,
  formatMoney,
  REPRESENTATIVE_MSG,
} from '@balcao/schema';
import { representativeContracts } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { RowsTable } from '../../ui/table';
import {
  RepresentativeContractsListDocument,
  RepresentativeDistratosDocument,
} from '../../__generated__/graphql';
import { DistratoDialog, type ContractChoice } from './DistratoDialog';
import type { Representative } from './types';
import './representatives.css';

const enc = encodeURIComponent;

/** A document of his, downloaded; a 400 reads 'Não há documentos para exportar', else `failed`. */
const download = (path: string, name: string, failed: string) =>
  downloadFile(path, name).catch((e: Error) =>
    notify.error(e.message === REPRESENTATIVE_MSG.noDocuments ? REPRESENTATIVE_MSG.noDocuments : failed),
  );

/**
 * His contracts' and distratos' documents (spec/02 §7): Contrato.pdf of each contract; a distrato
 * (DISTRATO × INCLUIR, while he is active), Distrato.pdf again, and Distrato.zip of them all.
 */
export function RepresentativeDocuments({ representative }: { representative: Representative }) {
  const can = useCan();
  const client = useApolloClient();
  const id = representative.id;
  const [asking, setAsking] = useState<ContractChoice | null>(null);
  const contracts = useQuery(RepresentativeContractsListDocument, {
    variables: { input: { pageSize: 100, filters: [{ key: 'representativeId', values: [id] }] } },
    fetchPolicy: 'cache-and-network',
  });
  const distratos = useQuery(RepresentativeDistratosDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: !can('DISTRATO', 'VISUALIZAR'),
  });
  const rows = contracts.data?.representativeContracts.rows ?? [];
  const made = distratos.data?.representativeDistratos ?? [];
  const ended = new Set(made.filter((d) => d.kind === 'TOTAL').map((d) => d.contractId));
  const mayTerminate = representative.status === 'ACTIVE' && can('DISTRATO', 'INCLUIR');
  return (
    <Card className="form-card rep-documents">
      <h2>Contrato e distrato</h2>
      {contracts.loading && !contracts.data ? (
        <Spinner aria-label="Carregando" size={24} />
      ) : !rows.length ? (
        <p className="muted">Nenhum contrato cadastrado.</p>
      ) : (
        <div className="rep-scroll">
          <RowsTable
            aria-label="Documentos dos contratos"
            rows={rows}
            columns={[
              { title: 'Contrato', cell: (c) => c.contractNumber },
              {
                title: 'Vigência',
                cell: (c) => `${formatDateBr(c.startContract)} a ${formatDateBr(c.endContract)}`,
              },
              { title: 'Valor bruto', className: 'num', cell: (c) => formatMoney(c.grossValue) },
              { title: 'Valor líquido', className: 'num', cell: (c) => formatMoney(c.netValue) },
              {
                title: 'Documentos',
                cell: (c) => (
                  <ButtonGroup>
                    {can(representativeContracts.module, 'VISUALIZAR') && (
                      <Button
                        icon="document"
                        text="CONTRATO (PDF)"
                        onClick={() =>
                          void download(
                            `/files/representatives/contracts/${enc(c.id)}/pdf`,
                            'Contrato.pdf',
                            REPRESENTATIVE_MSG.requestFailed,
                          )
                        }
                      />
                    )}
                    {mayTerminate && !ended.has(c.id) && (
                      <Button icon="disable" text="DISTRATO" onClick={() => setAsking(c)} />
                    )}
                  </ButtonGroup>
                ),
              },
            ]}
          />
        </div>
      )}
      {made.length > 0 && (
        <>
          <h3>Distratos</h3>
          <div className="rep-scroll">
            <RowsTable
              aria-label="Distratos"
              rows={made}
              columns={[
                {
                  title: 'Tipo',
                  cell: (d) => DISTRATO_KINDS[d.kind as keyof typeof DISTRATO_KINDS] ?? d.kind,
                },
                { title: 'Contrato', cell: (d) => d.contractNumber },
                { title: 'Data do distrato', cell: (d) => formatDateBr(d.terminationDate) },
                { title: 'Valor bruto', className: 'num', cell: (d) => formatMoney(d.grossValue) },
                { title: 'Valor líquido', className: 'num', cell: (d) => formatMoney(d.netValue) },
                { title: 'Motivo', cellClassName: 'wrap', cell: (d) => d.reason },
                {
                  title: 'Feito em',
                  cellClassName: 'wrap',
                  cell: (d) =>
                    `${formatDateTime(d.createdAt)}${d.createdByName ? `, ${d.createdByName}` : ''}`,
                },
                {
                  cell: (d) => (
                    <Button
                      icon="download"
                      text="DISTRATO (PDF)"
                      onClick={() =>
                        void download(
                          `/files/representatives/${enc(id)}/distratos/${enc(d.id)}/pdf`,
                          'Distrato.pdf',
                          REPRESENTATIVE_MSG.distratoDownloadFailed,
                        )
                      }
                    />
                  ),
                },
              ]}
            />
          </div>
          <Button
            icon="folder-close"
            text="BAIXAR DOCUMENTOS DO DISTRATO (ZIP)"
            onClick={() =>
              void download(
                `/files/representatives/${enc(id)}/distratos/zip`,
                'Distrato.zip',
                REPRESENTATIVE_MSG.requestFailed,
              )
            }
          />
        </>
      )}
      {asking && (
        <DistratoDialog
          representativeId={id}
          contract={asking}
          onClose={() => setAsking(null)}
          onMade={() =>
            void client.refetchQueries({
              include: [
                'RepresentativeDistratos',
                'RepresentativeRecord',
                'RepresentativeContractsList',
                'RepresentativeCustomers',
              ],
            })
          }
        />
      )}
    </Card>
  );
}
