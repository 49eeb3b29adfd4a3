import { Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import {
  RolesPanelDocument,
  UpdateWorkflowRoleDocument,
  type RolesPanelQuery,
} from '../../__generated__/graphql';
import { UserPicker } from '../../lib/UserPicker';

type Role = RolesPanelQuery['workflowRoles'][number];

/**
 * Who holds each role (REQUESTER is always the user who started the execution) and who manages
 * it (assumes its tasks, receives its overdue ones).
 */
export function RolesPanel({ canEdit }: { canEdit: boolean }) {
  const { data, loading, error, refetch } = useQuery(RolesPanelDocument, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateWorkflowRoleDocument);
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (error && !data) return <NonIdealState icon="error" title={MSG.loadDataFailed} />;

  const save = async (role: Role, members: string[], managerUserId: string | null) => {
    try {
      await update({ variables: { id: role.id, members, managerUserId } });
      notify.success(MSG.changeSaved);
      await refetch();
    } catch {
      notify.error(MSG.workflowSaveFailed);
    }
  };

  return (
    <section className="wf-section" aria-label="Papéis">
      <h2>Papéis</h2>
      <div className="wf-roles">
        {(data?.workflowRoles ?? []).map((role) => {
          const ids = role.members.map((m) => m.id);
          return (
            <Card key={role.id} className="wf-role" aria-label={`Papel ${role.name}`}>
              <h3>{role.name}</h3>
              {role.code === 'REQUESTER' ? (
                <p>Quem iniciou o fluxo de trabalho.</p>
              ) : (
                <>
                  <div className="wf-checks" aria-label={`Membros de ${role.name}`}>
                    {role.members.length === 0 && <span className="wf-task-meta">Nenhum membro.</span>}
                    {role.members.map((m) => (
                      <Tag
                        key={m.id}
                        large
                        onRemove={
                          canEdit
                            ? () =>
                                void save(
                                  role,
                                  ids.filter((x) => x !== m.id),
                                  role.managerUserId ?? null,
                                )
                            : undefined
                        }
                      >
                        {m.name}
                      </Tag>
                    ))}
                  </div>
                  {canEdit && (
                    <UserPicker
                      label={`Incluir membro em ${role.name}`}
                      value={null}
                      onChange={(u) =>
                        u &&
                        !ids.includes(u.id) &&
                        void save(role, [...ids, u.id], role.managerUserId ?? null)
                      }
                    />
                  )}
                </>
              )}
              {canEdit ? (
                <UserPicker
                  label={`Gestor de ${role.name}`}
                  value={role.managerUserId ? { id: role.managerUserId, name: role.managerName ?? '' } : null}
                  onChange={(u) => void save(role, ids, u?.id ?? null)}
                />
              ) : (
                <p>Gestor: {role.managerName ?? '—'}</p>
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
