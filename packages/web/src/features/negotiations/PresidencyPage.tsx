import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, PRESIDENCY_MODULE, PRESIDENCY_MSG, PRESIDENCY_PATH } from '@balcao/schema';
import { negotiations } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { DataGrid, pageGridProps, toListInput, type RowAction } from '../../ui/grid';
import { PresidencyPageDocument } from '../../__generated__/graphql';
import { resourceColumns } from '../resources';
import { StatusTags } from './NegotiationsPage';
import { PresidencyDeal } from './PresidencyDeal';
import type { NegotiationRow } from './types';

const SHOWN = [
  'negotiationNumber',
  'status',
  'corporateName',
  'representativeName',
  'regionalManager',
  'campaign',
  'firstPeriod',
  'lastPeriod',
  'totalAmount',
  'totalValue',
  'percDesconto',
  'mkpNegotiation',
  'updatedAt',
];

/**
 * /sales/presidency (PRESIDENCIA): the negotiations whose alçada is the presidency's, waiting for
 * its answer; /edit/:id adjusts a deal's items and approves it, /approve/:id approves it as it is,
 * with the workflow engine's presidency answer.
 */
export function PresidencyPage() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const id = pathname.split('/').filter(Boolean)[3];
  const variant = match?.variant;
  if ((variant === 'edit' || variant === 'approve') && id)
    return <PresidencyDeal key={`${variant}-${id}`} id={id} mode={variant} />;
  return <PresidencyList />;
}

function PresidencyList() {
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(PresidencyPageDocument, {
    variables: { input: toListInput(state) },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.presidencyNegotiations;
  const columns = useMemo(
    () =>
      resourceColumns<NegotiationRow>(negotiations, {
        status: { render: (r) => <StatusTags n={r} /> },
      }).filter((c) => SHOWN.includes(c.key)),
    [],
  );
  const mayEdit = can(PRESIDENCY_MODULE, 'EDITAR');
  const mayApprove = can(PRESIDENCY_MODULE, 'APROVAR');
  const actions = useMemo<RowAction<NegotiationRow>[]>(
    () => [
      {
        kind: 'edit',
        label: 'Editar',
        hidden: () => !mayEdit,
        onClick: (r) => navigate(`${PRESIDENCY_PATH}/edit/${r.id}`),
      },
      {
        kind: 'custom',
        label: 'Aprovar',
        icon: 'tick-circle',
        hidden: () => !mayApprove,
        onClick: (r) => navigate(`${PRESIDENCY_PATH}/approve/${r.id}`),
      },
    ],
    [mayEdit, mayApprove, navigate],
  );
  return (
    <div className="page">
      <h1 className="page-title">Presidência: negociações aguardando aprovação</h1>
      <DataGrid
        gridKey="presidencyNegotiations"
        label="Negociações aguardando a presidência"
        columns={columns}
        {...pageGridProps(page, loading, error, PRESIDENCY_MSG.listFailed)}
        rowLabel={(r) => r.negotiationNumber ?? r.id}
        onRetry={() => void refetch()}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText={PRESIDENCY_MSG.empty}
      />
    </div>
  );
}
