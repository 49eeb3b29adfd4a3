import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, PRESIDENCY_MODULE, PRESIDENCY_MSG, PRESIDENCY_PATH } from '@balcao/schema';
import { negotiations } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import type { RowAction } from '../../ui/grid';
import { PresidencyPageDocument } from '../../__generated__/graphql';
import { ResourceQueue, type ColumnSlots } from '../resources';
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
const SLOTS: ColumnSlots<NegotiationRow> = { status: { render: (r) => <StatusTags n={r} /> } };

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
    <ResourceQueue
      title="Presidência: negociações aguardando aprovação"
      def={negotiations}
      query={PresidencyPageDocument}
      pageOf={(d) => d.presidencyNegotiations}
      shown={SHOWN}
      slots={SLOTS}
      gridKey="presidencyNegotiations"
      label="Negociações aguardando a presidência"
      errorText={PRESIDENCY_MSG.listFailed}
      rowLabel={(r) => r.negotiationNumber ?? r.id}
      actions={actions}
      emptyText={PRESIDENCY_MSG.empty}
    />
  );
}
