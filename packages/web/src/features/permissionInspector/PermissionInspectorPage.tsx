import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MSG } from '@balcao/schema';
import { PermissionInspectionDocument } from '../../__generated__/graphql';
import { InspectionResult } from './InspectionResult';
import { MenuPreview } from './MenuPreview';
import { TargetPicker, type Target } from './TargetPicker';
import { UserPicker, type PickedUser } from './UserPicker';
import './inspector.css';

/**
 * /administrative/permissionInspector: for a user and a route or module, which profile grants or
 * denies each action and why, and the menu as that user sees it.
 */
export function PermissionInspectorPage() {
  const [user, setUser] = useState<PickedUser | null>(null);
  const [target, setTarget] = useState<Target>({ kind: 'route', value: null });
  const ready = Boolean(user && target.value);
  const { data, loading, error } = useQuery(PermissionInspectionDocument, {
    variables: {
      userId: user?.id ?? '0',
      route: target.kind === 'route' ? target.value : null,
      module: target.kind === 'module' ? target.value : null,
    },
    skip: !ready,
    fetchPolicy: 'network-only',
  });
  const inspection = ready ? data?.permissionInspection : undefined;
  return (
    <div className="page permission-inspector">
      <h1 className="page-title">Inspetor de permissões</h1>
      <div className="inspector-pickers">
        <UserPicker value={user} onChange={setUser} />
        <TargetPicker value={target} onChange={setTarget} />
      </div>
      {!ready && (
        <NonIdealState
          icon="search-template"
          title="Escolha um usuário e uma rota ou módulo"
          description="Veja qual perfil concede ou nega cada ação, e o menu como o usuário o vê."
        />
      )}
      {ready && loading && !inspection && <Spinner aria-label="Carregando" />}
      {ready && error && !loading && (
        <NonIdealState icon="error" title={error.message || MSG.loadDataFailed} />
      )}
      {inspection && (
        <div className="inspector-body">
          <InspectionResult inspection={inspection} />
          <MenuPreview accessSet={inspection.accessSet} userName={inspection.user.name} />
        </div>
      )}
    </div>
  );
}
