import { SubstituteActions } from './SubstituteActions';
import { useMemo, useState } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime, instantOfWallTime, MSG } from '@balcao/schema';
import { DataGrid, toListInput, type GridColumn, type RowAction } from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import {
  RemoveSubstituteDocument,
  SaveSubstituteDocument,
  SubstitutesPageDocument,
  type SubstitutesPageQuery,
} from '../../__generated__/graphql';
import { UserPicker, type PickedUser } from '../../lib/UserPicker';
import './workflows.css';

type Row = SubstitutesPageQuery['substitutes']['rows'][number];
const COLUMNS: GridColumn<Row>[] = [
  { key: 'userName', title: 'Ausente', width: 220, sortable: true },
  { key: 'substituteName', title: 'Substituto', width: 220, sortable: true },
  { key: 'startsAt', title: 'Início', width: 170, sortable: true, text: (r) => formatDateTime(r.startsAt) },
  { key: 'endsAt', title: 'Fim', width: 170, sortable: true, text: (r) => formatDateTime(r.endsAt) },
];

/**
 * /administrative/substitutes: who acts for whom, when. A user names his own substitute; with
 * SUBSTITUTOS INCLUIR, anyone's. During the range the substitute sees and answers the tasks.
 */
export function SubstitutesPage() {
  const can = useCan();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(SubstitutesPageDocument, {
    variables: { input: toListInput(state) },
  });
  const [remove] = useMutation(RemoveSubstituteDocument);
  const page = (data ?? previousData)?.substitutes;
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      {
        kind: 'delete',
        label: 'Excluir',
        onClick: (r) =>
          void remove({ variables: { id: r.id } }).then(
            () => (notify.success(MSG.deletionDone), refetch()),
            () => undefined,
          ),
      },
    ],
    [remove, refetch],
  );
  return (
    <div className="page">
      <h1 className="page-title">Substitutos</h1>
      <SubstituteForm forOthers={can('SUBSTITUTOS', 'INCLUIR')} onSaved={() => void refetch()} />
      <DataGrid
        gridKey="substitutes"
        label="Substitutos"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? MSG.loadDataFailed : null}
        state={state}
        onStateChange={setState}
        actions={actions}
      />
      {/* What substitutes did is a report of its own module: shown to who may read it. */}
      {can('RELATORIO_SUBSTITUTOS', 'VISUALIZAR') && <SubstituteActions />}
    </div>
  );
}

/** The typed wall time is the business's, whatever the browser's own zone. */
const toIso = (local: string) => instantOfWallTime(local)?.toISOString() ?? '';

function SubstituteForm({ forOthers, onSaved }: { forOthers: boolean; onSaved: () => void }) {
  const [absent, setAbsent] = useState<PickedUser | null>(null);
  const [substitute, setSubstitute] = useState<PickedUser | null>(null);
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveSubstituteDocument);
  const submit = async () => {
    if (!substitute || !startsAt || !endsAt) return setProblem(MSG.formHasErrors);
    if (endsAt < startsAt) return setProblem(MSG.endBeforeStart);
    setProblem(null);
    try {
      await save({
        variables: {
          input: {
            userId: absent?.id,
            substituteId: substitute.id,
            startsAt: toIso(startsAt),
            endsAt: toIso(endsAt),
          },
        },
      });
      notify.success(MSG.inclusionDone);
      setSubstitute(null);
      setAbsent(null);
      onSaved();
    } catch {
      setProblem(MSG.requestFailed);
    }
  };
  return (
    <Card className="wf-form wf-section" aria-label="Novo substituto">
      <div className="wf-form-grid">
        {forOthers && <UserPicker label="Ausente (vazio: eu)" value={absent} onChange={setAbsent} />}
        <UserPicker label="Substituto" value={substitute} onChange={setSubstitute} />
        <FormGroup label="Início" labelFor="sub-start">
          <InputGroup
            id="sub-start"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        </FormGroup>
        <FormGroup label="Fim" labelFor="sub-end">
          <InputGroup
            id="sub-end"
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
          />
        </FormGroup>
      </div>
      {problem && (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      )}
      <div className="wf-row-buttons">
        <Button intent="primary" loading={loading} onClick={() => void submit()}>
          SALVAR
        </Button>
      </div>
    </Card>
  );
}
