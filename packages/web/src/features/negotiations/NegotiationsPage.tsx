import { Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { negotiations } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { buyerDocs, negotiationDocs } from '../../__generated__/resources';
import { CustomerRefField } from '../buyers';
import {
  RecordFigures,
  RecordStatusTag,
  RefSelect,
  ResourcePage,
  type FieldSlotProps,
  type ResourceUi,
} from '../resources';
import { MakeOrderButton } from '../orders';
import { NegotiationActions } from './NegotiationActions';
import {
  LogsReportButton,
  NegotiationLinks,
  NegotiationPdfButton,
  NegotiationPdfScreen,
} from './NegotiationDocuments';
import { NegotiationBoard } from './NegotiationBoard';
import { NegotiationBudgetField } from './NegotiationBudgetField';
import { NegotiationImportButton, NegotiationImportScreen } from './NegotiationImport';
import { NegotiationItems } from './NegotiationItems';
import './negotiations.css';
import { isEditable, type Negotiation, type NegotiationRow } from './types';

/** The deal's buyer: one of the active buyers of the chosen customer. */
function BuyerField(p: FieldSlotProps<Negotiation>) {
  const customerId = useWatch({ control: p.control, name: 'customerId' }) as string | undefined;
  const { data } = useQuery(buyerDocs.list, {
    variables: {
      input: {
        pageSize: 100,
        filters: [
          { key: 'customerId', values: [String(customerId)] },
          { key: 'active', values: ['true'] },
        ],
      },
    },
    skip: !customerId,
  });
  const options = (data?.buyers.rows ?? []).map((b) => ({ value: b.id, label: b.name }));
  return <RefSelect def={negotiations} options={options} {...p} />;
}

const STATUS_INTENT = {
  DRAFT: 'none',
  IN_APPROVAL: 'warning',
  APPROVED: 'success',
  CONCLUDED: 'primary',
} as const;

export function StatusTags({ n }: { n: Pick<Negotiation, 'status' | 'blocked'> }) {
  return (
    <>
      <RecordStatusTag def={negotiations} status={n.status} intents={STATUS_INTENT} />
      {n.blocked && (
        <Tag minimal intent="danger" icon="lock" className="title-tag">
          Bloqueada
        </Tag>
      )}
    </>
  );
}

const FIGURES = [
  'itemCount',
  'totalAmount',
  'totalValue',
  'discountValue',
  'percDesconto',
  'mkpNegotiation',
  'budgetBalance',
  'responsibleApproval',
  'regionalManager',
] as const;

/** The deal's figures, computed by the services from its items, and who approves it. */
export function Totals({ negotiation }: { negotiation: Negotiation }) {
  return (
    <Card className="form-card negotiation-totals">
      <h2>Totais</h2>
      <dl aria-label="Totais da negociação">
        <RecordFigures def={negotiations} record={negotiation} keys={FIGURES} />
      </dl>
    </Card>
  );
}

function Items({ negotiation, readOnly }: { negotiation: Negotiation; readOnly: boolean }) {
  const can = useCan();
  return (
    <>
      <Totals negotiation={negotiation} />
      <NegotiationItems
        negotiationId={negotiation.id}
        readOnly={readOnly && !(isEditable(negotiation) && can(negotiations.module, 'EDITAR'))}
      />
    </>
  );
}

const UI: ResourceUi<NegotiationRow, Negotiation> = {
  fields: {
    customerId: (p) => (
      <CustomerRefField {...p} readOnly={p.readOnly || p.record !== null} shows="corporateName" />
    ),
    buyerId: (p) => <BuyerField {...p} />,
    budgetId: (p) => <NegotiationBudgetField {...p} />,
  },
  columns: { status: { render: (r) => <StatusTags n={r} /> } },
  headerTags: (n) => <StatusTags n={n} />,
  recordActions: (n) => (
    <>
      <NegotiationActions negotiation={n} />
      {n.status === 'APPROVED' && !n.blocked && <MakeOrderButton negotiationId={n.id} />}
      <NegotiationPdfButton negotiation={n} />
      <NegotiationLinks negotiation={n} />
    </>
  ),
  toolbar: (state) => (
    <>
      <LogsReportButton state={state} />
      <NegotiationImportButton />
    </>
  ),
  screens: { pdf: (id) => <NegotiationPdfScreen id={id} />, import: () => <NegotiationImportScreen /> },
  below: (n, readOnly) => n && <Items negotiation={n} readOnly={readOnly} />,
  editable: isEditable,
  editAfterCreate: true,
  views: [
    {
      key: 'board',
      label: 'Quadro',
      icon: 'column-layout',
      render: (list) => <NegotiationBoard list={list} />,
    },
  ],
};

/**
 * /sales/negotiations and its /create, /edit/:id, /view/:id, /workflow/:id, /historic/:id, /pdf/:id
 * and /import (deals from XLSX, for who may import in bulk): a
 * representative's deals (a regional manager's region, every deal for who sees all), each with its
 * items below it, sent to approval and blocked from its page.
 */
export function NegotiationsPage() {
  return <ResourcePage def={negotiations} docs={negotiationDocs} ui={UI} />;
}
