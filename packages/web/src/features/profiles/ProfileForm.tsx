import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { ACTION_LABELS, ACTIONS, formatDateTime, MSG, type Action } from '@balcao/schema';
import { profileFormSchema } from '@balcao/schema/fields';
import type { z } from 'zod';
import { ConfirmDialog } from '../../ui/dialogs';
import { formatValue } from '../history';
import {
  ConflictNotice,
  conflictCurrent,
  FormSummary,
  TextField,
  useAppForm,
  type ConflictChange,
} from '../../ui/form';
import { notify } from '../../lib/toaster';
import {
  CreateProfileDocument,
  ProfileFormDocument,
  SaveProfileDocument,
  type ProfileFormQuery,
} from '../../__generated__/graphql';

const BASE = '/administrative/profiles';
type Mode = 'create' | 'edit' | 'view';
type Profile = NonNullable<ProfileFormQuery['profile']>;
type ProfileValues = z.output<typeof profileFormSchema>;

export const PROFILE_LABELS: Record<string, string> = {
  name: 'Nome',
  description: 'Descrição',
  global: 'Acesso total',
  active: 'Ativo',
  grants: 'Permissões',
  exceptions: 'Exceções',
};

const key = (module: string, action: string) => `${module}|${action}`;

export function ProfileForm({ mode, id }: { mode: Mode; id?: string }) {
  const withProfile = mode !== 'create';
  const { data, loading, error, refetch } = useQuery(ProfileFormDocument, {
    variables: { id: id ?? '0', withProfile },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (error && !data) return <NonIdealState icon="error" title={MSG.loadDataFailed} />;
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
  const readOnly = mode === 'view';
  const form = useAppForm(profileFormSchema, {
    name: profile?.name ?? '',
    description: profile?.description ?? '',
    global: profile?.global ?? false,
  });
  const [granted, setGranted] = useState(
    () => new Set(profile?.grants.flatMap((g) => g.permissions.map((p) => key(g.module, p))) ?? []),
  );
  const [exceptions, setExceptions] = useState(profile?.exceptions.map((e) => ({ ...e })) ?? []);
  const [filter, setFilter] = useState('');
  const [newException, setNewException] = useState({ name: '', permission: 'VISUALIZAR' as Action });
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [create, created] = useMutation(CreateProfileDocument);
  const [save, saved] = useMutation(SaveProfileDocument);
  const labelOf = useMemo(() => new Map(modules.map((m) => [m.name, m.label])), [modules]);
  const shown = modules.filter(
    (m) => !filter.trim() || `${m.label} ${m.name}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  const toggle = (k: string) =>
    setGranted((g) => {
      const next = new Set(g);
      if (next.has(k)) next.delete(k);
      else next.add(k);
      return next;
    });
  const toggleRow = (module: string) => {
    const all = ACTIONS.every((a) => granted.has(key(module, a)));
    setGranted((g) => {
      const next = new Set(g);
      for (const a of ACTIONS)
        if (all) next.delete(key(module, a));
        else next.add(key(module, a));
      return next;
    });
  };

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
            .map((k) => ({ label: PROFILE_LABELS[k]!, value: formatValue(current[k]) })),
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
            {profile.active ? 'Ativo' : 'Inativo'}
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
      <Card className="form-card matrix-card">
        <div className="matrix-head">
          <h2>Permissões por módulo</h2>
          <InputGroup
            leftIcon="search"
            type="search"
            placeholder="Filtrar módulos"
            aria-label="Filtrar módulos"
            value={filter}
            onValueChange={setFilter}
          />
        </div>
        <div className="matrix-scroll">
          <HTMLTable compact striped className="permission-matrix" aria-label="Permissões por módulo">
            <thead>
              <tr>
                <th scope="col">Módulo</th>
                {ACTIONS.map((a) => (
                  <th key={a} scope="col">
                    {ACTION_LABELS[a]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((m) => (
                <tr key={m.name}>
                  <th scope="row">
                    <button
                      type="button"
                      className="matrix-row-toggle"
                      disabled={readOnly}
                      onClick={() => toggleRow(m.name)}
                      title="Marcar ou desmarcar todas as ações deste módulo"
                    >
                      {m.label}
                    </button>
                  </th>
                  {ACTIONS.map((a) => (
                    <td key={a}>
                      <Checkbox
                        className="matrix-cell"
                        aria-label={`${m.label}: ${ACTION_LABELS[a]}`}
                        checked={granted.has(key(m.name, a))}
                        disabled={readOnly}
                        onChange={() => toggle(key(m.name, a))}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      <Card className="form-card">
        <h2>Exceções</h2>
        <p className="muted">Uma exceção retira uma ação de um módulo mesmo que este perfil a conceda.</p>
        {exceptions.length === 0 && <p className="muted">Nenhuma exceção.</p>}
        <ul className="exceptions" aria-label="Exceções">
          {exceptions.map((e, i) => (
            <li key={`${e.name}-${e.permission}`}>
              {labelOf.get(e.name) ?? e.name}: {ACTION_LABELS[e.permission as Action] ?? e.permission}
              {!readOnly && (
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  aria-label={`Remover exceção ${labelOf.get(e.name) ?? e.name}: ${ACTION_LABELS[e.permission as Action]}`}
                  onClick={() => setExceptions((x) => x.filter((_, j) => j !== i))}
                />
              )}
            </li>
          ))}
        </ul>
        {!readOnly && (
          <div className="exception-add">
            <HTMLSelect
              aria-label="Módulo da exceção"
              value={newException.name}
              onChange={(e) => setNewException((n) => ({ ...n, name: e.target.value }))}
              options={[
                { value: '', label: 'Módulo…' },
                ...modules.map((m) => ({ value: m.name, label: m.label })),
              ]}
            />
            <HTMLSelect
              aria-label="Ação da exceção"
              value={newException.permission}
              onChange={(e) => setNewException((n) => ({ ...n, permission: e.target.value as Action }))}
              options={ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
            />
            <Button
              icon="add"
              text="Adicionar exceção"
              disabled={
                !newException.name ||
                exceptions.some(
                  (e) => e.name === newException.name && e.permission === newException.permission,
                )
              }
              onClick={() => setExceptions((x) => [...x, { ...newException }])}
            />
          </div>
        )}
      </Card>
      <div className="form-actions">
        <Button text={readOnly ? 'VOLTAR' : 'CANCELAR'} onClick={() => navigate(BASE)} />
        {profile && (
          <Button
            icon="history"
            text="HISTÓRICO"
            onClick={() => navigate(`${BASE}/historic/${profile.id}`)}
          />
        )}
        {readOnly ? (
          <Button
            intent="primary"
            icon="edit"
            text="EDITAR"
            onClick={() => navigate(`${BASE}/edit/${profile!.id}`)}
          />
        ) : (
          <Button type="submit" intent="primary" text="SALVAR" loading={created.loading || saved.loading} />
        )}
      </div>
    </form>
  );
}

const stripTypename = (v: unknown) =>
  JSON.parse(JSON.stringify(v ?? null, (k, x: unknown) => (k === '__typename' ? undefined : x)));
