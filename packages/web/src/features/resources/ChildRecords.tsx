import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Card, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useDebounce } from 'use-debounce';
import type { Control, FieldValues } from 'react-hook-form';
import { GRID, MSG } from '@balcao/schema';
import type { ResourceDef } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { forbiddenText } from '../../lib/forbiddenText';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { ConflictNotice, FormSummary } from '../../ui/form';
import type { BaseRecord, ListDocs, RemoveDocs, WriteDocs } from './docs';
import { ResourceField } from './ResourceField';
import { useResourceForm } from './useResourceForm';
import { useResourceRemove } from './useResourceRemove';
import './resources.css';

export type ChildColumn<Row> = { title: string; num?: boolean; value: (row: Row) => ReactNode };

type Props<LQ, CM, Row extends BaseRecord, Input> = {
  def: ResourceDef;
  docs: ListDocs<LQ, Row> & WriteDocs<CM, Input> & RemoveDocs;
  /** The reference to the record they belong to, and its id. */
  parent: { field: string; id: string };
  title: string;
  /** The search box's name and hint. */
  search: { label: string; placeholder: string };
  columns: ChildColumn<Row>[];
  /** How a row is named on its buttons ('item P0001'). */
  rowName: (row: Row) => string;
  /** The editor's fields, in order, besides the picker. */
  fields: string[];
  /** The reference picker of a row (the product), bound to the form. */
  picker: (p: { control: Control<FieldValues>; row: Row | null }) => ReactNode;
  empty: { none: string; noMatch: string };
  /** No additions, edits nor deletions (the parent may not change now). */
  readOnly?: boolean;
  /** After a write: the parent's figures that depend on them read again. */
  onChanged?: () => void;
  className?: string;
};

const PAGE = 100;

/**
 * The records that belong to another, in a grid below its page (a price table's items, a
 * negotiation's details): searched, added, edited and deleted in place, under the area's module.
 */
export function ChildRecords<LQ, CM, Row extends BaseRecord, Input>(props: Props<LQ, CM, Row, Input>) {
  const { def, docs, parent, columns, readOnly = false, onChanged } = props;
  const can = useCan();
  const headingId = useId();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), GRID.searchDebounceMs);
  const { data, loading, error, refetch } = useQuery(docs.list, {
    variables: { input: { q, pageSize: PAGE, filters: [{ key: parent.field, values: [parent.id] }] } },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const changed = () => {
    void refetch();
    onChanged?.();
  };
  const remove = useResourceRemove<Row>(def, docs, changed);
  const page = data ? docs.page(data) : null;
  const rows = page?.rows ?? [];
  const total = page?.totalRegisters ?? 0;
  const mayEdit = !readOnly && can(def.module, 'EDITAR');
  const mayRemove = !readOnly && Boolean(def.remove) && can(def.module, 'EXCLUIR');
  return (
    <Card className={`form-card child-records ${props.className ?? ''}`}>
      <div className="section-head">
        <h2 id={headingId}>{props.title}</h2>
        <InputGroup
          leftIcon="search"
          type="search"
          aria-label={props.search.label}
          placeholder={props.search.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {!readOnly && can(def.module, 'INCLUIR') && (
          <Button
            icon="add"
            text="Incluir item"
            disabled={editing !== null}
            onClick={() => setEditing('new')}
          />
        )}
      </div>
      {editing && (
        <ChildEditor
          key={editing === 'new' ? 'new' : editing.id}
          {...props}
          row={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) changed();
          }}
        />
      )}
      {loading && !data && <Spinner size={20} aria-label="Carregando itens" />}
      {error && !data && (
        <NonIdealState icon="error" title={forbiddenText(error) ?? MSG.loadDataFailed} layout="horizontal" />
      )}
      {data && rows.length === 0 && <p className="muted">{q ? props.empty.noMatch : props.empty.none}</p>}
      {rows.length > 0 && (
        <HTMLTable compact striped className="items-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.title} className={c.num ? 'num' : undefined}>
                  {c.title}
                </th>
              ))}
              {(mayEdit || mayRemove) && <th>Ações</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c.title} className={c.num ? 'num' : undefined}>
                    {c.value(r)}
                  </td>
                ))}
                {(mayEdit || mayRemove) && (
                  <td className="row-actions">
                    {mayEdit && (
                      <Button
                        minimal
                        small
                        icon="edit"
                        aria-label={`Editar ${props.rowName(r)}`}
                        disabled={editing !== null}
                        onClick={() => setEditing(r)}
                      />
                    )}
                    {mayRemove && (
                      <Button
                        minimal
                        small
                        icon="trash"
                        intent="danger"
                        aria-label={`Excluir ${props.rowName(r)}`}
                        disabled={editing !== null}
                        onClick={() => remove.ask(r)}
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
  );
}

/** One row's fields, edited above the grid; the record it belongs to is the page's. */
function ChildEditor<LQ, CM, Row extends BaseRecord, Input>({
  def,
  docs,
  parent,
  fields,
  picker,
  rowName,
  row,
  onDone,
}: Props<LQ, CM, Row, Input> & { row: Row | null; onDone: (saved: boolean) => void }) {
  const state = useResourceForm(def, docs, {
    record: row,
    readOnly: false,
    initial: { [parent.field]: parent.id },
    onDone: () => onDone(true),
  });
  const { form, submit, conflict, saving } = state;
  useEffect(() => {
    if (row && fields[0]) form.setFocus(fields[0]);
  }, [form, row, fields]);
  const title = row ? `Editar ${rowName(row)}` : 'Novo item';
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
        {picker({ control: form.control, row })}
        {fields.map((name) => (
          <ResourceField
            key={name}
            field={def.fields[name]!}
            name={name}
            control={form.control}
            readOnly={false}
          />
        ))}
      </div>
      <div className="form-actions">
        <Button text="CANCELAR" onClick={() => onDone(false)} />
        <Button type="submit" intent="primary" text="SALVAR" loading={saving} />
      </div>
    </form>
  );
}
