import { useEffect, useState } from 'react';
import { Card, Checkbox, FormGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { EMAIL_MAX, formatDateTime, formatPhone, MSG, NAME_MAX, onlyDigits } from '@balcao/schema';
import { createUserSchema, editUserSchema } from '@balcao/schema/fields';
import { STATUS_LABEL, statusText } from '@balcao/schema/resources';
import { formatValue } from '../history';
import { useFormCache } from '../../lib/useFormCache';
import {
  ConflictNotice,
  FormCacheDial,
  FormCacheOffer,
  conflictCurrent,
  FormSummary,
  TextField,
  useAppForm,
  type ConflictChange,
} from '../../ui/form';
import { notify } from '../../lib/toaster';
import { ErrorPanel } from '../../ui/feedback';
import { useCan } from '../../lib/access';
import { RecordActions } from '../../lib/record';
import { LoginLockCallout } from './LoginLockCallout';
import {
  AttachProfilesDocument,
  CreateUserDocument,
  SaveUserDocument,
  UserFormDocument,
  type UserFormQuery,
} from '../../__generated__/graphql';

const BASE = '/administrative/users';
type Mode = 'create' | 'edit' | 'view';
type User = NonNullable<UserFormQuery['user']>;

/** A user's record: create, edit or view (spec/02 §2 modes), with the profiles attached to him. */
/** Equal as data: ids compared as text, Apollo's __typename ignored. */
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a, (k, v: unknown) => (k === '__typename' ? undefined : k === 'id' ? String(v) : v)) ===
  JSON.stringify(b, (k, v: unknown) => (k === '__typename' ? undefined : k === 'id' ? String(v) : v));

/** Field labels of a user, for the history and conflict notices. */
export const USER_LABELS: Record<string, string> = {
  userName: 'Usuário',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  active: STATUS_LABEL,
  profiles: 'Perfis',
  file: 'Foto',
  showModalRankings: 'Exibir rankings',
  password: 'Senha',
};

export function UserForm({ mode, id }: { mode: Mode; id?: string }) {
  const withUser = mode !== 'create';
  const { data, loading, error, refetch } = useQuery(UserFormDocument, {
    variables: { id: id ?? '0', withUser },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (error && !data) return <ErrorPanel title={MSG.loadDataFailed} onRetry={() => void refetch()} />;
  if (withUser && !data?.user) return <NonIdealState icon="search" title={MSG.userNotFound} />;
  return (
    <UserFormBody
      key={data?.user?.updatedAt ?? 'new'}
      mode={mode}
      user={data?.user ?? null}
      profiles={data?.userProfileOptions ?? []}
      onReload={() => void refetch()}
    />
  );
}

function UserFormBody({
  mode,
  user,
  profiles,
  onReload,
}: {
  mode: Mode;
  user: User | null;
  profiles: UserFormQuery['userProfileOptions'];
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = mode === 'view';
  const schema = mode === 'create' ? createUserSchema : editUserSchema;
  const form = useAppForm(schema as typeof createUserSchema, {
    userName: user?.userName ?? '',
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: formatPhone(user?.phone ?? ''),
    password: '',
  });
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [chosen, setChosen] = useState<string[]>(user?.profiles.map((p) => p.id) ?? []);
  const [createUser, created] = useMutation(CreateUserDocument);
  const [saveUser, saved] = useMutation(SaveUserDocument);
  const [attach, attached] = useMutation(AttachProfilesDocument);
  useEffect(() => form.setFocus(mode === 'create' ? 'userName' : 'name'), [form, mode]);
  // Unsaved data kept by the form cache; the password never is.
  const cache = useFormCache({
    module: 'CONTROLE_DE_USUARIO',
    id: user?.id ?? null,
    values: () => {
      const { password: _password, ...rest } = form.getValues();
      return { ...rest, profiles: chosen };
    },
    apply: (data) => {
      const { profiles: cachedProfiles, ...fields } = data as Record<string, unknown> & {
        profiles?: string[];
      };
      form.reset({ ...form.getValues(), ...fields, password: '' });
      if (Array.isArray(cachedProfiles)) setChosen(cachedProfiles.map(String));
    },
  });

  const submit = form.submit(async (v) => {
    try {
      if (mode === 'create') {
        const r = await createUser({
          variables: {
            input: {
              userName: v.userName,
              name: v.name,
              email: v.email,
              phone: onlyDigits(v.phone ?? '') || null,
              password: v.password,
              profiles: chosen,
            },
          },
        });
        cache.forget();
        notify.success(MSG.inclusionDone);
        navigate(`${BASE}/view/${r.data!.createUser.id}`);
        return;
      }
      await saveUser({
        variables: {
          id: user!.id,
          input: {
            name: v.name,
            email: v.email,
            phone: onlyDigits(v.phone ?? '') || null,
            updatedAt: user!.updatedAt,
          },
        },
      });
      const before = user!.profiles
        .map((p) => p.id)
        .sort()
        .join();
      if (before !== [...chosen].sort().join()) {
        try {
          await attach({ variables: { userId: user!.id, profiles: chosen } });
        } catch {
          notify.error(MSG.attachProfilesFailed);
          return;
        }
      }
      cache.forget();
      notify.success(MSG.changeSaved);
      navigate(`${BASE}/view/${user!.id}`);
    } catch (err) {
      const current = conflictCurrent(err);
      if (current) {
        const was = user as unknown as Record<string, unknown>;
        setConflict(
          Object.keys(USER_LABELS)
            .filter((k) => k in current && k in was && !sameValue(current[k], was[k]))
            .map((k) => ({ label: USER_LABELS[k]!, value: userValue(k, current[k]) })),
        );
        return;
      }
      if (!form.serverErrors(err) && mode === 'edit') notify.error(MSG.userUpdateFailed);
    }
  });

  const busy = created.loading || saved.loading || attached.loading;
  return (
    <form className="page record-form" onSubmit={submit} noValidate aria-label="Usuário">
      <h1 className="page-title">
        {mode === 'create' ? 'Incluir usuário' : user!.name}
        {user && (
          <Tag minimal intent={user.active ? 'success' : 'none'} className="title-tag">
            {statusText('m', user.active)}
          </Tag>
        )}
      </h1>
      {user && <p className="record-meta">Atualizado em {formatDateTime(user.updatedAt)}</p>}
      {user && can('CONTROLE_DE_USUARIO', 'VISUALIZAR') && (
        <LoginLockCallout userId={user.id} canLift={can('CONTROLE_DE_USUARIO', 'EDITAR')} />
      )}
      <FormSummary text={form.summary} />
      {conflict && <ConflictNotice changes={conflict} onReload={onReload} />}
      {!readOnly && cache.offer && (
        <FormCacheOffer
          cachedAt={cache.offer.cacheUpdatedAt}
          onRestore={cache.restore}
          onDiscard={cache.discard}
        />
      )}
      <Card className="form-card">
        <div className="form-grid">
          <TextField
            control={form.control}
            name="userName"
            label="Usuário"
            required
            maxLength={60}
            readOnly={mode !== 'create'}
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="name"
            label="Nome"
            required
            maxLength={NAME_MAX}
            readOnly={readOnly}
          />
          <TextField
            control={form.control}
            name="email"
            label="E-mail"
            required
            maxLength={EMAIL_MAX}
            type="email"
            readOnly={readOnly}
          />
          <TextField control={form.control} name="phone" label="Telefone" mask="phone" readOnly={readOnly} />
          {mode === 'create' && (
            <TextField
              control={form.control}
              name="password"
              label="Senha"
              required
              type="password"
              autoComplete="new-password"
            />
          )}
        </div>
        <FormGroup label="Perfis" className="profiles-group">
          {profiles.length === 0 && <span className="muted">Nenhum perfil cadastrado</span>}
          <div className="profiles-choice" role="group" aria-label="Perfis">
            {profiles.map((p) => (
              <Checkbox
                key={p.id}
                label={p.active ? p.name : `${p.name} (inativo)`}
                checked={chosen.includes(p.id)}
                disabled={readOnly}
                onChange={() =>
                  setChosen((c) => (c.includes(p.id) ? c.filter((x) => x !== p.id) : [...c, p.id]))
                }
              />
            ))}
          </div>
        </FormGroup>
      </Card>
      {!readOnly && (
        <FormCacheDial
          cachedAt={cache.local}
          onSave={cache.save}
          onSync={() => void cache.sync()}
          onClearRecord={() => void cache.clearRecord()}
          onClearModule={() => void cache.clearModule()}
        />
      )}
      <RecordActions
        base={BASE}
        id={user?.id}
        readOnly={readOnly}
        canEdit={can('CONTROLE_DE_USUARIO', 'EDITAR')}
        saving={busy}
      />
    </form>
  );
}

/** A user's value as the screen shows it: the phone masked, 'Ativo' / 'Inativo', profiles by name. */
const userValue = (key: string, v: unknown) =>
  key === 'phone' && typeof v === 'string'
    ? formatPhone(v)
    : key === 'active' && typeof v === 'boolean'
      ? statusText('m', v)
      : formatValue(v);
