import { useEffect, useId, useState } from 'react';
import { Button, Card, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useDebounce } from 'use-debounce';
import { GRID, MSG } from '@balcao/schema';
import { actionFor, displayValue, recordTitle, type ResourceDef } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { forbiddenText } from '../../lib/forbiddenText';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { SaveButton } from '../../lib/record';
import { ConflictNotice, FormSummary } from '../../ui/form';
import type { BaseRecord, ListDocs, RemoveDocs, WriteDocs } from './docs';
import { ResourceFields } from './ResourceFields';
import { useResourceForm, type FormRecord } from './useResourceForm';
import { useResourceRemove } from './useResourceRemove';
import type { ResourceUi } from './ui';

type Docs<LQ, Row extends BaseRecord, CM, Input> = ListDocs<LQ, Row> & WriteDocs<CM, Input> & RemoveDocs;

type Noun = { one: string; gender: 'm' | 'f' };

export type ChildListProps<LQ, Row extends FormRecord, CM, Input> = {
  def: ResourceDef;
  docs: Docs<LQ, Row, CM, Input>;
  /** The reference to the record whose page it is (`companyId`): the list's filter, a new row's value. */
  parent: { field: string; id: string };
  /** The rows' fields shown, by key, in order. */
  columns: readonly string[];
  /** The heading ('Contas bancárias'). */
  title: string;
  /** How a row is called in its buttons ('conta': 'Incluir conta', 'Editar conta 12345-6'). */
  noun: Noun;
  /** Shows no add, edit and delete buttons (the parent is being viewed). */
  readOnly?: boolean;
  /** A search box over the definition's search fields, with its accessible name and placeholder. */
  search?: { label: string; placeholder: string };
  /** Field widgets of the editor, by field key (the area's own pickers). */
  fields?: ResourceUi<never, Row>['fields'];
  /** After a row is saved or deleted (the parent's totals, which the services compute from its rows). */
  onChanged?: () => void;
  /** At most this many rows (a representative's one set of parameters): no add button past it. */
  max?: number;
};

const PAGE = 100;
const NUMERIC = new Set(['money', 'percent', 'number']);

/**
 * The records that belong to a record (a company's bank accounts, a price table's items) in a grid
 * under its page, added, edited and deleted in place: the kit's list, form and deletion hooks
 * with the area's definition, module checks and texts.
 */
export function ResourceChildList<LQ, Row extends FormRecord, CM, Input>(
  props: ChildListProps<LQ, Row, CM, Input>,
) {
  const { def, docs, parent, columns, title, noun, readOnly = false, search } = props;
  const can = useCan();
  const headingId = useId();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), GRID.searchDebounceMs);
  const { data, loading, error, refetch } = useQuery(docs.list, {
    variables: {
      input: {
        q,
        pageSize: PAGE,
        orderBy: columns[0],
        filters: [{ key: parent.field, values: [parent.id] }],
      },
    },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const changed = () => {
    void refetch();
    props.onChanged?.();
  };
  const remove = useResourceRemove<Row>(def, docs, changed);
  const { rows, totalRegisters } = data ? docs.page(data) : { rows: [], totalRegisters: 0 };
  const may = {
    add:
      !readOnly &&
      can(def.module, actionFor(def, 'create')) &&
      (props.max === undefined || (data !== undefined && totalRegisters < props.max)),
    edit: !readOnly && can(def.module, 'EDITAR'),
    remove: !readOnly && Boolean(def.remove) && can(def.module, actionFor(def, 'remove')),
  };
  const name = (r: Row) => `${noun.one} ${recordTitle({ title: def.title }, r)}`;
  const cell = (r: Row, key: string) => {
    const f = def.fields[key]!;
    return displayValue(f, (r as Record<string, unknown>)[key]) || '—';
  };
  const num = (key: string) => (NUMERIC.has(def.fields[key]!.type) ? 'num' : undefined);
  const editor = editing && (
    <ChildEditor
      key={editing === 'new' ? 'new' : editing.id}
      {...props}
      record={editing === 'new' ? null : editing}
      onDone={(saved) => {
        setEditing(null);
        if (saved) changed();
      }}
    />
  );
  const button = (icon: 'edit' | 'trash', label: string, onClick: () => void) => (
    <Button
      minimal
      small
      icon={icon}
      intent={icon === 'trash' ? 'danger' : undefined}
      aria-label={label}
      disabled={editing !== null}
      onClick={onClick}
    />
  );
  return (
    <Card className={`form-card child-list ${def.rest}`}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        {search && (
          <InputGroup
            leftIcon="search"
            type="search"
            aria-label={search.label}
            placeholder={search.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
        {may.add && (
          <Button
            icon="add"
            text={`Incluir ${noun.one}`}
            disabled={editing !== null}
            onClick={() => setEditing('new')}
          />
        )}
      </div>
      {editor}
      {loading && !data && <Spinner size={20} aria-label={`Carregando ${title.toLowerCase()}`} />}
      {error && !data && (
        <NonIdealState icon="error" title={forbiddenText(error) ?? MSG.loadDataFailed} layout="horizontal" />
      )}
      {data && rows.length === 0 && <p className="muted">{emptyText(noun, q !== '')}</p>}
      {rows.length > 0 && (
        // A wide table scrolls sideways inside its card, never the page.
        <div className="child-list-scroll">
          <HTMLTable compact striped className="child-list-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {columns.map((k) => (
                  <th key={k} className={num(k)}>
                    {def.fields[k]!.list?.title ?? def.fields[k]!.label}
                  </th>
                ))}
                {(may.edit || may.remove) && <th>Ações</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className={editing !== 'new' && editing?.id === r.id ? 'editing' : undefined}>
                  {columns.map((k) => (
                    <td key={k} className={num(k)}>
                      {cell(r, k)}
                    </td>
                  ))}
                  {(may.edit || may.remove) && (
                    <td className="row-actions">
                      {may.edit && button('edit', `Editar ${name(r)}`, () => setEditing(r))}
                      {may.remove && button('trash', `Excluir ${name(r)}`, () => remove.ask(r))}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {totalRegisters > rows.length && (
        <p className="muted">
          Mostrando {rows.length} de {totalRegisters}: busque para ver{' '}
          {noun.gender === 'm' ? 'os demais' : 'as demais'}.
        </p>
      )}
      {remove.dialog}
    </Card>
  );
}

function emptyText({ one, gender }: Noun, searched: boolean) {
  const e = gender === 'm' ? 'o' : 'a';
  return `Nenhum${gender === 'm' ? '' : 'a'} ${one} ${searched ? `encontrad${e} para a busca` : `cadastrad${e}`}.`;
}

/** One row's fields, edited above the grid; its parent is the page's record. */
function ChildEditor<LQ, Row extends FormRecord, CM, Input>({
  def,
  docs,
  parent,
  noun,
  fields,
  record,
  onDone,
}: ChildListProps<LQ, Row, CM, Input> & { record: Row | null; onDone: (saved: boolean) => void }) {
  const state = useResourceForm(def, docs, {
    record,
    readOnly: false,
    initial: { [parent.field]: parent.id },
    onDone: () => onDone(true),
  });
  const { form, submit, conflict, byRequest, saving } = state;
  const first = Object.keys(def.fields).find((k) => def.fields[k]!.form && k !== parent.field);
  useEffect(() => {
    if (first) form.setFocus(first);
  }, [form, first]);
  const title = record
    ? `Editar ${noun.one} ${recordTitle({ title: def.title }, record)}`
    : `Nov${noun.gender === 'm' ? 'o' : 'a'} ${noun.one}`;
  const ui: ResourceUi<never, Row> = { fields };
  return (
    <form
      className="child-editor"
      onSubmit={submit}
      noValidate
      aria-label={title}
      onKeyDown={(e) => e.key === 'Escape' && onDone(false)}
    >
      <h3>{title}</h3>
      <FormSummary text={form.summary} />
      {conflict && <ConflictNotice changes={conflict} onReload={() => onDone(true)} />}
      <div className="form-grid">
        <ResourceFields def={def} ui={ui} state={state} record={record} omit={parent.field} />
      </div>
      <div className="form-actions">
        <Button text="CANCELAR" onClick={() => onDone(false)} />
        <SaveButton byRequest={byRequest} saving={saving} />
      </div>
    </form>
  );
}
