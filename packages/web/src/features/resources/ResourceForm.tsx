import { useEffect, type ReactNode } from 'react';
import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, matchRoute } from '@balcao/schema';
import { displayOf, fieldLabels, recordTitle, statusText, type ResourceDef } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { RecordActions, type RecordMode } from '../../lib/record';
import { useFormCache } from '../../lib/useFormCache';
import { ConflictNotice, FormCacheDial, FormCacheOffer, FormSummary } from '../../ui/form';
import { PendingChange } from '../changeRequests';
import type { RecordDocs, ToggleDocs, WriteDocs } from './docs';
import { ResourceFields } from './ResourceFields';
import { useResourceForm, type FormRecord } from './useResourceForm';
import { useResourceRecord } from './useResourceRecord';
import { useResourceToggle } from './useResourceToggle';
import type { ResourceUi } from './ui';

type Docs<RQ, CM, Rec extends FormRecord, Input> = RecordDocs<RQ, Rec> & WriteDocs<CM, Input> & ToggleDocs;
type Props<RQ, CM, Rec extends FormRecord, Input> = {
  def: ResourceDef;
  docs: Docs<RQ, CM, Rec, Input>;
  ui: ResourceUi<never, Rec>;
  mode: RecordMode;
  id?: string;
  /** In workflow mode, the execution panel below the record. */
  workflow?: ReactNode;
};

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** One record of a kit area on its own page: loaded (403 / 404 / a failure told), then its form. */
export function ResourceForm<RQ, CM, Rec extends FormRecord, Input>(props: Props<RQ, CM, Rec, Input>) {
  const { def, docs, mode, id } = props;
  const { record, loading, problem, reload } = useResourceRecord(
    def,
    docs,
    mode === 'create' ? undefined : id,
  );
  if (mode === 'create') return <FormBody {...props} record={null} onReload={reload} />;
  if (loading) return <Spinner aria-label="Carregando" />;
  if (!record)
    return problem?.kind === 'forbidden' ? (
      <NonIdealState icon="lock" title={problem.text} />
    ) : problem?.kind === 'failed' ? (
      <NonIdealState
        icon="error"
        title={problem.text}
        action={<Button text="Tentar novamente" onClick={reload} />}
      />
    ) : (
      <NonIdealState icon="search" title={problem?.text} />
    );
  return <FormBody key={record.updatedAt} {...props} record={record} onReload={reload} />;
}

function FormBody<RQ, CM, Rec extends FormRecord, Input>({
  def,
  docs,
  ui,
  mode,
  workflow,
  record,
  onReload,
}: Props<RQ, CM, Rec, Input> & { record: Rec | null; onReload: () => void }) {
  const navigate = useNavigate();
  const can = useCan();
  const base = def.path;
  const readOnly = mode === 'view' || mode === 'workflow';
  // Unsaved values kept by the form cache (spec/02 §7), per module and record; never an input-only
  // field (a password).
  const cache = useFormCache({
    module: def.module,
    id: record?.id ?? null,
    values: () =>
      Object.fromEntries(
        Object.entries(state.form.getValues() as Record<string, unknown>).filter(
          ([k]) => def.fields[k]?.output !== false,
        ),
      ),
    apply: (data) => state.form.reset({ ...(state.form.getValues() as object), ...data }),
  });
  const state = useResourceForm(def, docs, {
    record,
    readOnly,
    confirm: ui.confirmSave,
    onDone: (o) => {
      cache.forget();
      const then =
        o.kind === 'requested' ? 'workflow' : o.kind === 'created' && ui.editAfterCreate ? 'edit' : 'view';
      navigate(o.id ? `${base}/${then}/${o.id}` : base);
    },
  });
  const { form, submit, conflict, byRequest, saving } = state;
  const toggle = useResourceToggle(def, docs);
  useEffect(() => {
    if (!readOnly) form.setFocus(def.title);
  }, [form, readOnly, def.title]);
  const values = record as Record<string, unknown> | null;
  return (
    <div className="page">
      <form className="page record-form" onSubmit={submit} noValidate aria-label={cap(def.noun.one)}>
        <h1 className="page-title">
          {record ? recordTitle(def, values!) : `Incluir ${def.noun.one}`}
          {record && def.active && (
            <Tag minimal intent={record.active !== false ? 'success' : 'none'} className="title-tag">
              {statusText(def, record.active !== false)}
            </Tag>
          )}
          {record && ui.headerTags?.(record)}
        </h1>
        {record && <p className="record-meta">Atualizado em {formatDateTime(record.updatedAt)}</p>}
        <FormSummary text={form.summary} />
        {conflict && <ConflictNotice changes={conflict} onReload={onReload} />}
        {state.confirmation}
        {!readOnly && cache.offer && <FormCacheOffer {...cache.offer} />}
        {record?.pendingChange && (
          <PendingChange
            request={record.pendingChange}
            labels={fieldLabels(def)}
            format={(field, value) => displayOf(def, field, value)}
            workflowPath={mode === 'workflow' ? undefined : `${base}/workflow/${record.id}`}
          />
        )}
        <ResourceFields def={def} ui={ui} state={state} record={record} cards />
        {!readOnly && <FormCacheDial {...cache.dial} />}
        <RecordActions
          base={base}
          id={record?.id}
          readOnly={readOnly}
          canEdit={
            // A dialog area's record (an approval mode above its workflow) is edited over its list.
            matchRoute(`${base}/edit/0`)?.variant === 'edit' &&
            can(def.module, 'EDITAR') &&
            (!record || ui.editable?.(record) !== false)
          }
          byRequest={byRequest}
          saving={saving}
        >
          {record && readOnly && ui.recordActions?.(record)}
          {record &&
            readOnly &&
            def.active === 'toggle' &&
            can(def.module, 'INATIVAR') &&
            (record.active === false || ui.deactivatable?.(record) !== false) && (
              <Button
                icon={record.active !== false ? 'disable' : 'tick-circle'}
                text={record.active !== false ? 'INATIVAR' : 'ATIVAR'}
                onClick={() => void toggle(record, record.active === false).then(onReload)}
              />
            )}
        </RecordActions>
      </form>
      {workflow}
      {ui.below?.(record, readOnly)}
    </div>
  );
}
