import { useId, useState } from 'react';
import { Button, Card, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useDebounce } from 'use-debounce';
import {
  CUSTOMER_GROUPS,
  formatDateBr,
  formatMoney,
  formatPercent,
  GRID,
  MSG,
  PRICE_MSG,
} from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import type { Picked } from '../../ui/form';
import { RowsTable } from '../../ui/table';
import { SalesPriceTableItemsDocument, SalesPriceTablePageDocument } from '../../__generated__/graphql';
import { errorText } from './errorText';
import { PricingCustomerPicker } from './PricingCustomerPicker';
import { ProductPriceLookup } from './ProductPriceLookup';
import './pricing.css';

const scopeText = (t: { states: readonly string[]; customerGroup?: string | null }) =>
  [
    t.states.length ? t.states.join(', ') : 'Todos os estados',
    t.customerGroup ? CUSTOMER_GROUPS[t.customerGroup as keyof typeof CUSTOMER_GROUPS] : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * /sales/pricetable: read only, the price tables valid today for the user's customers (or one of
 * them), a table's items, and a product's price for a chosen customer.
 */
export function SalesPriceTablePage() {
  const headingId = useId();
  const [customer, setCustomer] = useState<Picked | null>(null);
  const [open, setOpen] = useState<{ id: string; code: string } | null>(null);
  const { data, loading, error } = useQuery(SalesPriceTablePageDocument, {
    variables: { customerId: customer?.id ?? null, input: { pageSize: 100 } },
    ...OWN_ERROR_TEXT,
  });
  const rows = data?.salesPriceTables.rows ?? [];
  return (
    <div className="page sales-price-tables">
      <h1 className="page-title">Tabela de Preço</h1>
      <Card className="form-card">
        <PricingCustomerPicker value={customer} onChange={setCustomer} />
        {customer ? (
          <ProductPriceLookup key={customer.id} customerId={customer.id} />
        ) : (
          <p className="muted">
            Escolha um cliente para ver as tabelas dele e consultar o preço de um produto.
          </p>
        )}
      </Card>
      <Card className="form-card">
        <h2 id={headingId}>
          {customer ? `Tabelas vigentes para ${customer.name}` : 'Tabelas vigentes hoje'}
        </h2>
        {loading && !data && <Spinner size={20} aria-label="Carregando tabelas" />}
        {error && (
          <NonIdealState icon="error" title={errorText(error, MSG.loadDataFailed)} layout="horizontal" />
        )}
        {data && rows.length === 0 && <p className="muted">Nenhuma tabela de preço vigente.</p>}
        {rows.length > 0 && (
          <RowsTable
            className="items-table"
            aria-labelledby={headingId}
            rows={rows}
            columns={[
              { title: 'Código', cell: (t) => t.code },
              { title: 'Descrição', cell: (t) => t.description },
              { title: 'Vigência', cell: (t) => `${formatDateBr(t.validFrom)} a ${formatDateBr(t.validTo)}` },
              { title: 'Escopo', cell: scopeText },
              { title: 'Itens', className: 'num', cell: (t) => t.itemCount },
              {
                title: 'Ações',
                cell: (t) => (
                  <Button
                    minimal
                    small
                    icon="th-list"
                    text="Ver itens"
                    aria-label={`Ver itens da tabela ${t.code}`}
                    onClick={() => setOpen({ id: t.id, code: t.code })}
                  />
                ),
              },
            ]}
          />
        )}
      </Card>
      {open && <TableItems key={open.id} table={open} />}
    </div>
  );
}

/** One table's items, searched by product. */
function TableItems({ table }: { table: { id: string; code: string } }) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), GRID.searchDebounceMs);
  const { data, loading, error } = useQuery(SalesPriceTableItemsDocument, {
    variables: { tableId: table.id, input: { q, pageSize: 100 } },
    ...OWN_ERROR_TEXT,
  });
  const page = data?.salesPriceTableItems;
  return (
    <Card className="form-card">
      <div className="section-head">
        <h2 id={headingId}>Itens da tabela {table.code}</h2>
        <InputGroup
          leftIcon="search"
          type="search"
          aria-label="Buscar produto na tabela"
          placeholder="Código ou descrição do produto"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {loading && !data && <Spinner size={20} aria-label="Carregando itens" />}
      {error && (
        <NonIdealState
          icon="error"
          title={errorText(error, PRICE_MSG.productQueryFailed)}
          layout="horizontal"
        />
      )}
      {page && page.rows.length === 0 && <p className="muted">Nenhum item encontrado.</p>}
      {page && page.rows.length > 0 && (
        <RowsTable
          className="items-table"
          aria-labelledby={headingId}
          rows={page.rows}
          columns={[
            { title: 'Código', cell: (i) => i.productCode },
            { title: 'Produto', cell: (i) => i.productName },
            { title: 'Preço', className: 'num', cell: (i) => formatMoney(i.price) },
            {
              title: 'Preço mínimo',
              className: 'num',
              cell: (i) => (i.minPrice ? formatMoney(i.minPrice) : '—'),
            },
            {
              title: 'Desconto máximo',
              className: 'num',
              cell: (i) => (i.maxDiscount ? formatPercent(i.maxDiscount) : '—'),
            },
          ]}
        />
      )}
      {page && page.totalRegisters > page.rows.length && (
        <p className="muted">
          Mostrando {page.rows.length} de {page.totalRegisters} itens: busque pelo produto para ver os demais.
        </p>
      )}
    </Card>
  );
}
