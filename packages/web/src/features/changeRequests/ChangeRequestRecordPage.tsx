import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  ownWorkflow,
}: {
  module: string;
  list: ReactNode;
  Form: ComponentType<ChangeRequestFormProps>;
  history: (id: string) => ReactNode;
  workflowTypeCode: string;
  recordQuery: string;
  /**
   * The record's own approval workflow beside its change requests' (a representative's
   * registration): /workflow/:id shows it, or the execution its address names
   * (?executionWorkflowId=, as a task's link gives it), whichever workflow that is.
   */
  ownWorkflow?: string;
}) {
  const [params] = useSearchParams();
  const named = ownWorkflow ? (params.get('executionWorkflowId') ?? undefined) : undefined;
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
              workflowTypeCode={ownWorkflow ?? workflowTypeCode}
              executionWorkflowId={named}
              recordQuery={recordQuery}
            />
          }
        />
      )}
      history={history}
    />
  );
}
