import { useState } from 'react';
import { Card, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Controller, useWatch } from 'react-hook-form';
import { formatDateTime, MSG, type Action } from '@balcao/schema';
import { profileFormSchema } from '@balcao/schema/fields';
import type { z } from 'zod';
import { ConfirmDialog } from '../../ui/dialogs';
import { ErrorPanel } from '../../ui/feedback';
import { formatValue } from '../history';
import { STATUS_LABEL, statusText } from '@balcao/schema/resources';
import {
  ConflictNotice,
  conflictCurrent,
  FormSummary,
  TextField,
  useAppForm,
  type ConflictChange,
} from '../../ui/form';
import { notify } from '../../lib/toaster';
import { grantKey, PermissionMatrix } from './PermissionMatrix';
import { ProfileExceptions } from './ProfileExceptions';
import { useCan } from '../../lib/access';
import { RecordActions } from '../../lib/record';
import {
  CreateProfileDocument,
  ProfileFormDocument,
  SaveProfileDocument,
  type ProfileFormQuery,
} from '../../__generated__/graphql';
import './profiles.css';

const BASE = '/administrative/profiles';
type Mode = 'create' | 'edit' | 'view';
type Profile = NonNullable<ProfileFormQuery['profile']>;
type ProfileValues = z.output<typeof profileFormSchema>;

export const PROFILE_LABELS: Record<string, string> = {
  name: 'Nome',
  description: 'Descrição',
  global: 'Acesso total',
  active: STATUS_LABEL,
  grants: 'Permissões',
  exceptions: 'Exceções',
};

export function ProfileForm({ mode, id }: { mode: Mode; id?: string }) {
  const withProfile = mode !== 'create';
  const { data, loading, error, refetch } = useQuery(ProfileFormDocument, {
    variables: { id: id ?? '0', withProfile },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (error && !data) return <ErrorPanel title={MSG.loadDataFailed} onRetry={() => void refetch()} />;
  if (withProfile && !data?.profile) return <NonIdealState icon="search" title="Perfil não encontrado" />;
  return (
    <ProfileFormBody
      key={data?.profile?.updatedAt ?? 'new'}
      mode={mode}
      profile={data?.profile ?? null}
      modules={data?.accessModules ?? []}
      onReload={() => void refetch()}
    />
  );
}

function ProfileFormBody({
  mode,
  profile,
  modules,
  onReload,
}: {
  mode: Mode;
  profile: Profile | null;
  modules: ProfileFormQuery['accessModules'];
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = mode === 'view';
  const form = useAppForm(profileFormSchema, {
    name: profile?.name ?? '',
    description: profile?.description ?? '',
    global: profile?.global ?? false,
  });
  const global = useWatch({ control: form.control, name: 'global' });
  const [granted, setGranted] = useState(
    () => new Set(profile?.grants.flatMap((g) => g.permissions.map((p) => grantKey(g.module, p))) ?? []),
  );
  const [exceptions, setExceptions] = useState(profile?.exceptions.map((e) => ({ ...e })) ?? []);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [create, created] = useMutation(CreateProfileDocument);
  const [save, saved] = useMutation(SaveProfileDocument);

  const grantsInput = () => {
    const byModule = new Map<string, Action[]>();
    for (const k of granted) {
      const [m, a] = k.split('|') as [string, Action];
      byModule.set(m, [...(byModule.get(m) ?? []), a]);
    }
    return [...byModule].map(([module, permissions]) => ({ module, permissions }));
  };

  // Turning a profile global is confirmed first: it opens every action of every module.
  const [confirmGlobal, setConfirmGlobal] = useState<ProfileValues | null>(null);
  const submit = form.submit(async (v) => {
    if (v.global && !profile?.global) setConfirmGlobal(v);
    else await persist(v);
  });

  const persist = async (v: ProfileValues) => {
    const input = {
      name: v.name,
      description: v.description || null,
      global: v.global,
      grants: grantsInput(),
      exceptions: exceptions.map((e) => ({ name: e.name, permission: e.permission })),
    };
    try {
      if (mode === 'create') {
        const r = await create({ variables: { input } });
        notify.success(MSG.inclusionDone);
        navigate(`${BASE}/view/${r.data!.createProfile.id}`);
      } else {
        await save({ variables: { id: profile!.id, input: { ...input, updatedAt: profile!.updatedAt } } });
        notify.success(MSG.changeSaved);
        navigate(`${BASE}/view/${profile!.id}`);
      }
    } catch (err) {
      const current = conflictCurrent(err);
      if (current) {
        const was = profile as unknown as Record<string, unknown>;
        setConflict(
          Object.keys(PROFILE_LABELS)
            .filter(
              (k) => k in current && JSON.stringify(current[k]) !== JSON.stringify(stripTypename(was[k])),
            )
            .map((k) => ({
              label: PROFILE_LABELS[k]!,
              value:
                k === 'active' && typeof current[k] === 'boolean'
                  ? statusText('m', current[k])
                  : formatValue(current[k]),
            })),
        );
        return;
      }
      if (!form.serverErrors(err)) notify.error(MSG.profileSaveFailed);
    }
  };

  return (
    <form className="page record-form" onSubmit={submit} noValidate aria-label="Perfil">
      <h1 className="page-title">
        {mode === 'create' ? 'Incluir perfil' : profile!.name}
        {profile && (
          <Tag minimal intent={profile.active ? 'success' : 'none'} className="title-tag">
            {statusText('m', profile.active)}
          </Tag>
        )}
      </h1>
      {profile && (
        <p className="record-meta">
          {profile.userCount} usuário(s) · Atualizado em {formatDateTime(profile.updatedAt)}
        </p>
      )}
      <FormSummary text={form.summary} />
      {conflict && <ConflictNotice changes={conflict} onReload={onReload} />}
      <ConfirmDialog
        isOpen={confirmGlobal !== null}
        title="Acesso total"
        busy={created.loading || saved.loading}
        onCancel={() => setConfirmGlobal(null)}
        onConfirm={() => {
          const v = confirmGlobal!;
          setConfirmGlobal(null);
          void persist(v);
        }}
      >
        Quem tiver este perfil poderá fazer todas as ações em todos os módulos. Salvar assim?
      </ConfirmDialog>
      <Card className="form-card">
        <div className="form-grid">
          <TextField control={form.control} name="name" label="Nome" required readOnly={readOnly} />
          <TextField
            control={form.control}
            name="description"
            label="Descrição"
            maxLength={300}
            readOnly={readOnly}
          />
        </div>
        <Controller
          control={form.control}
          name="global"
          render={({ field }) => (
            <Switch
              label="Acesso total (todas as ações em todos os módulos)"
              checked={Boolean(field.value)}
              disabled={readOnly}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
      </Card>
      <PermissionMatrix
        modules={modules}
        granted={granted}
        setGranted={setGranted}
        readOnly={readOnly}
        global={Boolean(global)}
      />
      <ProfileExceptions
        modules={modules}
        exceptions={exceptions}
        setExceptions={setExceptions}
        readOnly={readOnly}
      />
      <RecordActions
        base={BASE}
        id={profile?.id}
        readOnly={readOnly}
        canEdit={can('CONTROLE_DE_PERFIL', 'EDITAR')}
        saving={created.loading || saved.loading}
      />
    </form>
  );
}

const stripTypename = (v: unknown) =>
  JSON.parse(JSON.stringify(v ?? null, (k, x: unknown) => (k === '__typename' ? undefined : x)));
