import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldLabels, recordTitle, type ResourceDef } from '@balcao/schema/resources';
import { RecordPage } from '../../lib/record';
import {
  ChangeRequestRecordPage,
  ChangeRequestWorkflow,
  type ChangeRequestFormProps,
} from '../changeRequests';
import { HistoryPanel } from '../history';
import type { BaseRecord, RecordDocs, ResourceDocs } from './docs';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';
import type { FormRecord } from './useResourceForm';
import { useResourceRecord } from './useResourceRecord';
import type { ResourceUi } from './ui';
import './resources.css';

type Props<LQ, RQ, CM, Row extends BaseRecord, Rec extends FormRecord, Input> = {
  def: ResourceDef;
  docs: ResourceDocs<LQ, RQ, CM, Row, Rec, Input>;
  /** The area's own pieces; declared once, outside the component (it keys the record form). */
  ui?: ResourceUi<Row, Rec>;
  /** Records open in a dialog over the list (small registers), not on their own page. */
  dialog?: boolean;
};

const NO_UI = {};

/**
 * A kit area's screens at its address: the list, /create, /edit/:id, /view/:id, /historic/:id, and
 * where its changes or the record itself go to approval /workflow/:id (the record above its
 * workflow panel).
 */
export function ResourcePage<LQ, RQ, CM, Row extends BaseRecord, Rec extends FormRecord, Input>({
  def,
  docs,
  ui = NO_UI,
  dialog = false,
}: Props<LQ, RQ, CM, Row, Rec, Input>) {
  // The list's rows are the records a dialog edits: the same generated fields.
  const list = <ResourceList def={def} docs={docs as never} ui={ui as never} dialog={dialog} />;
  const history = (id: string) => <ResourceHistory def={def} docs={docs} id={id} dialog={dialog} />;
  const Form = useMemo(
    () =>
      function KitForm(p: ChangeRequestFormProps) {
        return <ResourceForm def={def} docs={docs} ui={ui as ResourceUi<never, Rec>} {...p} />;
      },
    [def, docs, ui],
  );
  if (def.changeRequest)
    return (
      <ChangeRequestRecordPage
        module={def.module}
        list={list}
        Form={Form}
        history={history}
        workflowTypeCode={def.changeRequest.workflow}
        recordQuery={docs.recordQuery}
        ownWorkflow={def.workflow}
      />
    );
  const ownWorkflow = def.workflow;
  return (
    <RecordPage
      module={def.module}
      list={list}
      form={(mode, id) => <Form mode={mode} id={id} />}
      workflow={
        ownWorkflow
          ? (id) => (
              <Form
                mode="workflow"
                id={id}
                workflow={
                  <ChangeRequestWorkflow
                    registerId={id}
                    workflowTypeCode={ownWorkflow}
                    recordQuery={docs.recordQuery}
                    startHere={def.workflowStart === 'page'}
                  />
                }
              />
            )
          : undefined
      }
      history={history}
      screens={ui.screens}
    />
  );
}

function ResourceHistory<RQ, Rec extends BaseRecord>({
  def,
  docs,
  id,
  dialog,
}: {
  def: ResourceDef;
  docs: RecordDocs<RQ, Rec>;
  id: string;
  dialog: boolean;
}) {
  const navigate = useNavigate();
  const { record } = useResourceRecord(def, docs, id);
  return (
    <HistoryPanel
      entity={def.name}
      id={id}
      title={record ? recordTitle(def, record) : ''}
      labels={fieldLabels(def)}
      onBack={() => navigate(dialog ? def.path : `${def.path}/view/${id}`)}
    />
  );
}
