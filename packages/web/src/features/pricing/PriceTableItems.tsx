import { useEffect, useId, useState } from 'react';
import { Button, Card, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useDebounce } from 'use-debounce';
import { formatMoney, formatPercent, GRID, MSG } from '@balcao/schema';
import { priceTableItems } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { forbiddenText } from '../../lib/forbiddenText';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { ConflictNotice, FormSummary } from '../../ui/form';
import { priceTableItemDocs } from '../../__generated__/resources';
import type { PriceTableItemsListQuery } from '../../__generated__/graphql';
import { ImportPanel } from '../imports';
import { ResourceField, useResourceForm, useResourceRemove } from '../resources';
import { ProductPicker } from './ProductPicker';
import './pricing.css';

type Item = PriceTableItemsListQuery['priceTableItems']['rows'][number];
const M = priceTableItems.module;
const PAGE = 100;

/** A table's items in a grid searched by product, added, edited and deleted in place. */
export function PriceTableItems({ tableId }: { tableId: string }) {
  const can = useCan();
  const headingId = useId();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), GRID.searchDebounceMs);
  const { data, loading, error, refetch } = useQuery(priceTableItemDocs.list, {
    variables: {
      input: {
        q,
        pageSize: PAGE,
        orderBy: 'productCode',
        filters: [{ key: 'priceTableId', values: [tableId] }],
      },
    },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const remove = useResourceRemove<Item>(priceTableItems, priceTableItemDocs, () => void refetch());
  const rows = data?.priceTableItems.rows ?? [];
  const total = data?.priceTableItems.totalRegisters ?? 0;
  const withActions = can(M, 'EDITAR') || can(M, 'EXCLUIR');
  return (
    <>
      <Card className="form-card price-table-items">
        <div className="section-head">
          <h2 id={headingId}>Itens da tabela</h2>
          <InputGroup
            leftIcon="search"
            type="search"
            aria-label="Buscar produto nos itens"
            placeholder="Buscar por código ou descrição do produto"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {can(M, 'INCLUIR') && (
            <Button
              icon="add"
              text="Incluir item"
              disabled={editing !== null}
              onClick={() => setEditing('new')}
            />
          )}
        </div>
        {editing && (
          <ItemEditor
            key={editing === 'new' ? 'new' : editing.id}
            tableId={tableId}
            item={editing === 'new' ? null : editing}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refetch();
            }}
          />
        )}
        {loading && !data && <Spinner size={20} aria-label="Carregando itens" />}
        {error && !data && (
          <NonIdealState
            icon="error"
            title={forbiddenText(error) ?? MSG.loadDataFailed}
            layout="horizontal"
          />
        )}
        {data && rows.length === 0 && (
          <p className="muted">{q ? 'Nenhum item encontrado para a busca.' : 'Nenhum item nesta tabela.'}</p>
        )}
        {rows.length > 0 && (
          <HTMLTable compact striped className="items-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th>Código</th>
                <th>Produto</th>
                <th className="num">Preço</th>
                <th className="num">Preço mínimo</th>
                <th className="num">Desconto máximo</th>
                {withActions && <th>Ações</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((i) => (
                <tr key={i.id}>
                  <td>{i.productCode}</td>
                  <td>{i.productName}</td>
                  <td className="num">{formatMoney(i.price)}</td>
                  <td className="num">{i.minPrice ? formatMoney(i.minPrice) : '—'}</td>
                  <td className="num">{i.maxDiscount ? formatPercent(i.maxDiscount) : '—'}</td>
                  {withActions && (
                    <td className="row-actions">
                      {can(M, 'EDITAR') && (
                        <Button
                          minimal
                          small
                          icon="edit"
                          aria-label={`Editar item ${i.productCode}`}
                          disabled={editing !== null}
                          onClick={() => setEditing(i)}
                        />
                      )}
                      {can(M, 'EXCLUIR') && (
                        <Button
                          minimal
                          small
                          icon="trash"
                          intent="danger"
                          aria-label={`Excluir item ${i.productCode}`}
                          disabled={editing !== null}
                          onClick={() => remove.ask(i)}
                        />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {total > rows.length && (
          <p className="muted">
            Mostrando {rows.length} de {total} itens: busque pelo produto para ver os demais.
          </p>
        )}
        {remove.dialog}
      </Card>
      {can(M, 'IMPORTACAO_EM_MASSA') && (
        <ImportPanel kind="PRICE_TABLE_ITEMS" target={tableId} onImported={() => void refetch()} />
      )}
    </>
  );
}

/** One item's product and prices, edited above the grid; its table is the page's. */
function ItemEditor({
  tableId,
  item,
  onDone,
}: {
  tableId: string;
  item: Item | null;
  onDone: (saved: boolean) => void;
}) {
  const state = useResourceForm(priceTableItems, priceTableItemDocs, {
    record: item,
    readOnly: false,
    initial: { priceTableId: tableId },
    onDone: () => onDone(true),
  });
  const { form, submit, conflict, saving } = state;
  useEffect(() => {
    if (item) form.setFocus('price');
  }, [form, item]);
  const title = item ? `Editar item ${item.productCode}` : 'Novo item';
  const field = (name: 'price' | 'minPrice' | 'maxDiscount') => (
    <ResourceField field={priceTableItems.fields[name]} name={name} control={form.control} readOnly={false} />
  );
  return (
    <form
      className="item-editor"
      onSubmit={submit}
      noValidate
      aria-label={title}
      onKeyDown={(e) => e.key === 'Escape' && onDone(false)}
    >
      <h3>{title}</h3>
      <FormSummary text={form.summary} />
      {conflict && <ConflictNotice changes={conflict} onReload={() => onDone(true)} />}
      <div className="form-grid">
        <ProductPicker
          control={form.control}
          name="productId"
          readOnly={false}
          initial={item ? { id: item.productId, name: `${item.productCode} — ${item.productName}` } : null}
        />
        {field('price')}
        {field('minPrice')}
        {field('maxDiscount')}
      </div>
      <div className="form-actions">
        <Button text="CANCELAR" onClick={() => onDone(false)} />
        <Button type="submit" intent="primary" text="SALVAR" loading={saving} />
      </div>
    </form>
  );
}
