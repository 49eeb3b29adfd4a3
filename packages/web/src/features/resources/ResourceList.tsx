import { useMemo, useState } from 'react';
import { SegmentedControl } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { matchRoute } from '@balcao/schema';
import { resourceMessages, statusFilterOptions, type ResourceDef } from '@balcao/schema/resources';
import { useSavedGridView } from '../../lib/useSavedGridView';
import { PeriodFilter } from '../../ui/form';
import {
  DataGrid,
  filterSelects,
  twoWayOptions,
  withFilter,
  withFilters,
  type RowAction,
} from '../../ui/grid';
import { resourceColumns } from './columns';
import { ResourceDialog } from './ResourceDialog';
import type { BaseRecord, ListDocs, RecordDocs, RemoveDocs, WriteDocs } from './docs';
import { useResourceRemove } from './useResourceRemove';
import type { ResourceUi } from './ui';
import { useResourceList } from './useResourceList';
import { useListView } from './useListView';

type Props<LQ, CM, Row extends BaseRecord, Input> = {
  def: ResourceDef;
  docs: ListDocs<LQ, Row> & RecordDocs<unknown, Row> & WriteDocs<CM, Input> & RemoveDocs;
  ui: ResourceUi<Row, Row>;
  /** A small area's records open in a dialog over the list, rather than on their own page. */
  dialog?: boolean;
  /** The heading, where the list is shown at another route than the area's (a panel). */
  title?: string;
};

const noRowActions = () => [];

const YES_NO = twoWayOptions('Todos', 'Sim', 'Não');

/**
 * A kit area's list: its columns, search, filters (the status in the noun's gender, each flag and
 * choice the definition filters by, and the area's own filter widgets), row actions by permission,
 * and the Excel, CSV, PDF and log exports.
 */
export function ResourceList<LQ, CM, Row extends BaseRecord, Input>({
  def,
  docs,
  ui,
  dialog = false,
  title,
}: Props<LQ, CM, Row, Input>) {
  const navigate = useNavigate();
  const list = useResourceList(def, docs, ui.scope);
  const [open, setOpen] = useState<{ id: string | null; row: Row | null } | null>(null);
  const onOpen = dialog ? (row: Row | null) => setOpen({ id: row?.id ?? null, row }) : undefined;
  const { state, setState, may } = list;
  const base = def.path;
  const columns = useMemo(() => resourceColumns(def, ui.columns), [def, ui.columns]);
  const { setActive } = list;
  const removal = useResourceRemove<Row>(def, docs, () => void list.refetch());
  const { ask } = removal;
  const own = (ui.useRowActions ?? noRowActions)(() => void list.refetch());
  const actions = useMemo<RowAction<Row>[]>(() => {
    const page: RowAction<Row>[] = onOpen
      ? [{ kind: 'edit', label: 'Editar', hidden: () => !may.edit, onClick: (r) => onOpen(r) }]
      : [
          { kind: 'view', label: 'Visualizar', onClick: (r) => navigate(`${base}/view/${r.id}`) },
          {
            kind: 'edit',
            label: 'Editar',
            hidden: () => !may.edit,
            onClick: (r) => navigate(`${base}/edit/${r.id}`),
          },
        ];
    // Its change requests' workflow, or its own one started from its page by whoever may.
    const workflow: RowAction<Row>[] =
      def.changeRequest || def.workflowStart === 'page'
        ? [
            {
              kind: 'redirect',
              label: 'Workflow',
              hidden: () => !def.changeRequest && !may.workflow,
              onClick: (r: Row) => navigate(`${base}/workflow/${r.id}`),
            },
          ]
        : [];
    const history: RowAction<Row> = {
      kind: 'custom',
      label: 'Histórico',
      icon: 'history',
      onClick: (r) => navigate(`${base}/historic/${r.id}`),
    };
    const toggles: RowAction<Row>[] = may.toggle
      ? [
          {
            kind: 'custom',
            label: 'Inativar',
            icon: 'disable',
            disabled: (r) => r.active === false || ui.deactivatable?.(r) === false,
            onClick: (r) => setActive(r, false),
          },
          {
            kind: 'custom',
            label: 'Ativar',
            icon: 'tick-circle',
            hidden: (r) => r.active !== false,
            onClick: (r) => setActive(r, true),
          },
        ]
      : [];
    const removal: RowAction<Row>[] = may.remove ? [{ kind: 'delete', label: 'Excluir', onClick: ask }] : [];
    return [...page, ...workflow, ...own, history, ...toggles, ...removal];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onOpen is the same while `dialog` is
  }, [dialog, may.edit, may.toggle, may.remove, may.workflow, navigate, base, def, own, setActive, ask, ui]);

  const filterKeys = Object.entries(def.fields)
    .filter(
      ([k, f]) =>
        f.filter && !ui.scope?.[k] && (ui.filters?.[k] || f.type === 'boolean' || f.type === 'enum'),
    )
    .map(([k]) => k);
  const value = (key: string) => state.filters[key]?.[0] ?? '';
  const set = (key: string) => (v: string) => setState((s) => withFilter(s, key, v));
  const select = filterSelects(state, setState, def.rest);
  const filters = [
    ...filterKeys.map((key) => {
      const f = def.fields[key]!;
      const slot = ui.filters?.[key];
      if (slot)
        return <div key={key}>{slot({ value: value(key), onChange: set(key), rows: list.rows })}</div>;
      return select(
        key,
        f.label,
        f.type === 'boolean' ? YES_NO : [{ value: '', label: 'Todos' }, ...(f.options ?? [])],
      );
    }),
    ...(def.active ? [select('active', 'Situação', statusFilterOptions(def))] : []),
    // Every list: the records changed between two days (its updatedAt, counted in the business's days).
    <PeriodFilter
      key="updatedAt"
      formLabel="Período de atualização"
      label="Atualizado entre"
      required
      from={value('updatedAtFrom')}
      to={value('updatedAtTo')}
      onApply={(range) =>
        setState((s) =>
          withFilters(s, { updatedAtFrom: range ? [range.from] : [], updatedAtTo: range ? [range.to] : [] }),
        )
      }
    />,
  ];
  const savedView = useSavedGridView(def.plural);
  const [viewKey, setViewKey] = useListView(def.plural, ui.views);
  const view = ui.views?.find((v) => v.key === viewKey);
  return (
    <div className="page">
      <div className="page-title-row">
        <h1 className="page-title">{title ?? matchRoute(base)?.route.title ?? def.noun.many}</h1>
        {ui.views && (
          <SegmentedControl
            aria-label="Modo de exibição"
            value={viewKey}
            onValueChange={setViewKey}
            options={[
              { value: 'list', label: 'Lista', icon: 'th-list' },
              ...ui.views.map((v) => ({ value: v.key, label: v.label, icon: v.icon })),
            ]}
          />
        )}
      </div>
      {view ? (
        view.render(list)
      ) : (
        <DataGrid
          savedView={savedView}
          gridKey={def.plural}
          label={def.noun.many}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          totalRegisters={list.totalRegisters}
          totalEstimated={list.totalEstimated}
          cursors={list.cursors}
          loading={list.loading}
          error={list.error}
          state={state}
          onStateChange={setState}
          actions={actions}
          emptyText={resourceMessages(def).empty}
          onAdd={may.create ? () => (onOpen ? onOpen(null) : navigate(`${base}/create`)) : undefined}
          exports={list.exports}
          toolbar={ui.toolbar?.(state)}
          activeFilters={
            [...filterKeys, ...(def.active ? ['active'] : []), 'updatedAtFrom'].filter((k) => value(k)).length
          }
          filters={<div className="resource-filters">{filters}</div>}
        />
      )}
      {removal.dialog}
      {open && (
        <ResourceDialog
          key={open.id ?? ''}
          def={def}
          docs={docs}
          ui={ui}
          id={open.id}
          record={open.row}
          onClose={() => setOpen(null)}
          onSaved={(o) => {
            // A new record with parts of its own stays open, to add them.
            setOpen(o.kind === 'created' && ui.below && o.id ? { id: o.id, row: null } : null);
            void list.refetch();
          }}
        />
      )}
    </div>
  );
}
