import { useState } from 'react';
import { Button, ButtonGroup, Card, HTMLTable, Spinner } from '@blueprintjs/core';
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
          <HTMLTable compact striped aria-label="Documentos dos contratos">
            <thead>
              <tr>
                <th>Contrato</th>
                <th>Vigência</th>
                <th className="num">Valor bruto</th>
                <th className="num">Valor líquido</th>
                <th>Documentos</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td>{c.contractNumber}</td>
                  <td>
                    {formatDateBr(c.startContract)} a {formatDateBr(c.endContract)}
                  </td>
                  <td className="num">{formatMoney(c.grossValue)}</td>
                  <td className="num">{formatMoney(c.netValue)}</td>
                  <td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {made.length > 0 && (
        <>
          <h3>Distratos</h3>
          <div className="rep-scroll">
            <HTMLTable compact striped aria-label="Distratos">
              <thead>
                <tr>
                  <th>Tipo</th>
                  <th>Contrato</th>
                  <th>Data do distrato</th>
                  <th className="num">Valor bruto</th>
                  <th className="num">Valor líquido</th>
                  <th>Motivo</th>
                  <th>Feito em</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {made.map((d) => (
                  <tr key={d.id}>
                    <td>{DISTRATO_KINDS[d.kind as keyof typeof DISTRATO_KINDS] ?? d.kind}</td>
                    <td>{d.contractNumber}</td>
                    <td>{formatDateBr(d.terminationDate)}</td>
                    <td className="num">{formatMoney(d.grossValue)}</td>
                    <td className="num">{formatMoney(d.netValue)}</td>
                    <td className="wrap">{d.reason}</td>
                    <td className="wrap">
                      {formatDateTime(d.createdAt)}
                      {d.createdByName ? `, ${d.createdByName}` : ''}
                    </td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
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
