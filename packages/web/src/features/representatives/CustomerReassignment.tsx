import { useState } from 'react';
import { Button, Callout, Card, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { CUSTOMER_STATUS_LABEL, formatCnpj, formatCpf, MSG } from '@balcao/schema';
import { representatives } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { RowsTable } from '../../ui/table';
import {
  ActiveRepresentativesDocument,
  ReassignRepresentativeCustomersDocument,
  RepresentativeCustomersDocument,
} from '../../__generated__/graphql';
import type { Representative } from './types';
import './representatives.css';

const documentOf = (d: string | null | undefined) =>
  !d ? '—' : d.length === 14 ? formatCnpj(d) : d.length === 11 ? formatCpf(d) : d;

/** The active representatives a customer may be given (the largest page a list answers). */
function useTargets(exceptId: string) {
  const { data } = useQuery(ActiveRepresentativesDocument, {
    variables: {
      input: { page: 1, pageSize: 1000, orderBy: 'name', filters: [{ key: 'status', values: ['ACTIVE'] }] },
    },
  });
  return (data?.representatives.rows ?? []).filter((r) => r.id !== exceptId);
}

/**
 * Once he is deactivated (or his contract ended by a total distrato), his customers, each to be
 * given another active representative: none is left without one silently, they stay his until
 * the change is saved (REPRESENTANTES × INATIVAR), each in the customer's history.
 */
export function CustomerReassignment({ representative }: { representative: Representative }) {
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(RepresentativeCustomersDocument, {
    variables: { id: representative.id },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const targets = useTargets(representative.id);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [all, setAll] = useState('');
  const [reassign, saving] = useMutation(ReassignRepresentativeCustomersDocument, OWN_ERROR_TEXT);
  const customers = data?.representativeCustomers ?? [];
  const editable = can(representatives.module, 'INATIVAR');
  const assignments = customers
    .filter((c) => chosen[c.id])
    .map((c) => ({ customerId: c.id, representativeId: chosen[c.id]! }));
  const save = async () => {
    try {
      const { data: done } = await reassign({ variables: { id: representative.id, assignments } });
      notify.success(done?.reassignRepresentativeCustomers.message ?? MSG.changeSaved);
      setChosen({});
      await refetch();
    } catch (e) {
      notify.error((e as Error).message || MSG.requestFailed);
    }
  };
  return (
    <Card className="form-card rep-documents">
      <h2>Clientes a redistribuir</h2>
      {loading && !data ? (
        <Spinner aria-label="Carregando" size={24} />
      ) : error ? (
        <NonIdealState icon="error" title={MSG.loadDataFailed} />
      ) : !customers.length ? (
        <p className="muted">Nenhum cliente com este representante: não há o que redistribuir.</p>
      ) : (
        <>
          <Callout intent="warning" compact>
            {customers.length === 1
              ? '1 cliente ainda está com este representante.'
              : `${customers.length} clientes ainda estão com este representante.`}{' '}
            Escolha o novo representante de cada um e salve.
          </Callout>
          {editable && (
            <div className="rep-toolbar">
              <HTMLSelect
                aria-label="Novo representante para todos"
                value={all}
                onChange={(e) => setAll(e.currentTarget.value)}
                options={[
                  { value: '', label: 'Escolha um representante' },
                  ...targets.map((t) => ({ value: t.id, label: t.name })),
                ]}
              />
              <Button
                text="APLICAR A TODOS"
                disabled={!all}
                onClick={() => setChosen(Object.fromEntries(customers.map((c) => [c.id, all])))}
              />
            </div>
          )}
          <RowsTable
            aria-label="Clientes a redistribuir"
            rows={customers}
            columns={[
              { title: 'Cliente', cellClassName: 'wrap', cell: (c) => c.corporateName },
              { title: 'CNPJ/CPF', cell: (c) => documentOf(c.document) },
              { title: 'Cidade/UF', cell: (c) => [c.city, c.uf].filter(Boolean).join('/') || '—' },
              {
                title: 'Status',
                cell: (c) =>
                  CUSTOMER_STATUS_LABEL[c.status as keyof typeof CUSTOMER_STATUS_LABEL] ?? c.status,
              },
              {
                title: 'Novo representante',
                cell: (c) => (
                  <HTMLSelect
                    aria-label={`Novo representante de ${c.corporateName}`}
                    disabled={!editable}
                    value={chosen[c.id] ?? ''}
                    onChange={(e) => setChosen({ ...chosen, [c.id]: e.currentTarget.value })}
                    options={[
                      { value: '', label: '—' },
                      ...targets.map((t) => ({ value: t.id, label: t.name })),
                    ]}
                  />
                ),
              },
            ]}
          />
          {editable && (
            <Button
              intent="primary"
              text="SALVAR REDISTRIBUIÇÃO"
              disabled={!assignments.length}
              loading={saving.loading}
              onClick={() => void save()}
            />
          )}
        </>
      )}
    </Card>
  );
}
