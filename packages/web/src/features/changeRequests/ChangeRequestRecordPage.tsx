import type { ComponentType, ReactNode } from 'react';
import { RecordPage, type RecordMode } from '../../lib/record';
import { ChangeRequestWorkflow } from './ChangeRequestWorkflow';

/** The props a record form takes: its mode, the record's id, and in workflow mode the panel below it. */
export type ChangeRequestFormProps = { mode: RecordMode; id?: string; workflow?: ReactNode };

/**
 * The routes of a record area whose changes may go through approval: RecordPage's list, forms and
 * history, and /workflow/:id as the record read-only above its change request's workflow panel
 * (`workflowTypeCode`; `recordQuery` is read again when the execution ends).
 */
export function ChangeRequestRecordPage({
  module,
  list,
  Form,
  history,
  workflowTypeCode,
  recordQuery,
}: {
  module: string;
  list: ReactNode;
  Form: ComponentType<ChangeRequestFormProps>;
  history: (id: string) => ReactNode;
  workflowTypeCode: string;
  recordQuery: string;
}) {
  return (
    <RecordPage
      module={module}
      list={list}
      form={(mode, id) => <Form mode={mode} id={id} />}
      workflow={(id) => (
        <Form
          mode="workflow"
          id={id}
          workflow={
            <ChangeRequestWorkflow
              registerId={id}
              workflowTypeCode={workflowTypeCode}
              recordQuery={recordQuery}
            />
          }
        />
      )}
      history={history}
    />
  );
}
