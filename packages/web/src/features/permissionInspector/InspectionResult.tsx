import { Card, Icon, Tag } from '@blueprintjs/core';
import { ACTION_LABELS } from '@balcao/schema';
import { RowsTable } from '../../ui/table';
import type { PermissionInspectionQuery } from '../../__generated__/graphql';

type Inspection = PermissionInspectionQuery['permissionInspection'];
type Explanation = Inspection['actions'][number];

const OUTCOME_TEXT = {
  GRANTED: 'concede',
  EXCEPTION: 'exceção (retira a ação)',
  NOT_GRANTED: 'não concede',
} as const;

/** Why one action is allowed or denied, in words: the global flag, or each profile's grant. */
function reasons(e: Explanation, inspection: Inspection, labelOf: (m: string) => string): string[] {
  if (e.global) {
    const global = inspection.profiles.filter((p) => p.active && p.global).map((p) => p.name);
    return [`Perfil global (${global.join(', ')}): permite todas as ações em todos os módulos`];
  }
  if (e.verdicts.length === 0) return ['Nenhum perfil ativo do usuário tem este módulo'];
  return e.verdicts.map((v) => `${v.profileName} — ${labelOf(v.module)}: ${OUTCOME_TEXT[v.outcome]}`);
}

/** The verdict of each action on the inspected route or module, and the profiles behind it. */
export function InspectionResult({ inspection }: { inspection: Inspection }) {
  const labels = new Map(inspection.modules.map((m) => [m.name, m.label]));
  const labelOf = (m: string) => labels.get(m) ?? m;
  const { route } = inspection;
  return (
    <Card className="inspector-result">
      <h2>
        {inspection.user.name} <span className="muted">({inspection.user.userName})</span>
        {!inspection.user.active && (
          <Tag minimal intent="warning" className="title-tag">
            Usuário inativo
          </Tag>
        )}
      </h2>
      <div className="inspector-profiles" aria-label="Perfis do usuário" role="list">
        {inspection.profiles.length === 0 && <span className="muted">Usuário sem perfil vinculado</span>}
        {inspection.profiles.map((p) => (
          <Tag
            key={p.id}
            role="listitem"
            minimal
            intent={p.global ? 'primary' : 'none'}
            icon={p.global ? 'globe' : 'people'}
          >
            {p.name}
            {p.global ? ' (global)' : ''}
            {p.active ? '' : ' (inativo: não concede nada)'}
          </Tag>
        ))}
      </div>
      {route && (
        <p role="status" className="inspector-route">
          <Icon icon={route.visible ? 'eye-open' : 'eye-off'} /> {route.title} ({route.path}){' '}
          {route.visible ? 'aparece' : 'não aparece'} no menu deste usuário
          {inspection.modules.length > 0 &&
            ` (exige ${ACTION_LABELS[route.action]} em ${inspection.modules.map((m) => m.label).join(' ou ')})`}
          .
        </p>
      )}
      {inspection.actions.length === 0 ? (
        <p className="muted">Esta rota não exige módulo: todo usuário com sessão a vê.</p>
      ) : (
        <RowsTable
          className="inspector-table"
          aria-label="Ações e motivos"
          scoped
          rows={inspection.actions}
          rowKey={(a) => a.action}
          columns={[
            { title: 'Ação', rowHeader: true, cell: (a) => ACTION_LABELS[a.action] },
            {
              title: 'Decisão',
              cell: (a) => (
                <Tag intent={a.allowed ? 'success' : 'danger'} minimal>
                  {a.allowed ? 'Permitido' : 'Negado'}
                </Tag>
              ),
            },
            {
              title: 'Motivo',
              cell: (a) => (
                <ul className="inspector-reasons">
                  {reasons(a, inspection, labelOf).map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
