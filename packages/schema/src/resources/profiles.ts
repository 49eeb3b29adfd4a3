import { NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { MODULES } from '../modules.js';
import { ACTION_LABELS, ACTIONS, type Action } from '../permissions.js';
import { outColumn, ownText, requiredText } from './fields.js';
import { defineResource } from './kit.js';

/** One module × action of a grant or an exception, as the profile's fields keep it: 'CLIENTES:EDITAR'. */
export const accessCode = (module: string, action: string) => `${module}:${action}`;
/** A code back as its module and action. */
export const accessOf = (code: string) => {
  const [module, action] = code.split(':') as [string, Action];
  return { module, action };
};

/** Every module × action, named as people read it ('Clientes: Editar'). */
const ACCESS_OPTIONS = MODULES.flatMap((m) =>
  ACTIONS.map((a) => ({ value: accessCode(m.name, a), label: `${m.label}: ${ACTION_LABELS[a]}` })),
);

/**
 * Profiles (/administrative/profiles, CONTROLE_DE_PERFIL; spec/02 "Profile: create, edit, bulk
 * update, delete, status toggle"): what its users may do. Its grants and exceptions are module ×
 * action codes kept in profile_grants and profile_exceptions (services profiles.area.ts); the web
 * edits them with the permission matrix. 'Acesso total' (global) allows every action, whatever
 * the grants (kept for when it is turned off).
 */
export const profiles = defineResource({
  name: 'profile',
  plural: 'profiles',
  typeName: 'Profile',
  rest: 'profiles',
  noun: { one: 'perfil', many: 'Perfis', gender: 'm' },
  module: 'CONTROLE_DE_PERFIL',
  path: '/administrative/profiles',
  title: 'name',
  order: ['name', 'ASC'],
  active: 'toggle',
  remove: true,
  unique: [
    { fields: ['name'], field: 'name', message: 'Já existe um perfil com este nome', ignoreCase: true },
  ],
  messages: {
    notFound: 'Perfil não encontrado',
    saveFailed: MSG.profileSaveFailed,
  },
  fields: {
    name: requiredText('Nome', NAME_MAX, 220),
    description: ownText('Descrição', 300, 280, {}, { sort: true }),
    global: {
      type: 'boolean',
      label: 'Acesso total',
      doc: 'Every action on every module, whatever its grants.',
      list: { width: 110 },
      sort: true,
      filter: true,
      form: { label: 'Acesso total (todas as ações em todos os módulos)' },
    },
    grants: {
      type: 'enumList',
      label: 'Permissões',
      doc: 'What it grants, as MODULE:ACTION codes (CLIENTES:EDITAR) of the module catalogue (accessModules).',
      options: ACCESS_OPTIONS,
      form: { section: 'Permissões por módulo' },
    },
    exceptions: {
      type: 'enumList',
      label: 'Exceções',
      doc: 'Actions taken away from a module even when it grants them, as MODULE:ACTION codes.',
      options: ACCESS_OPTIONS,
      form: {
        section: 'Exceções',
        help: 'Uma exceção retira uma ação de um módulo mesmo que este perfil a conceda.',
      },
    },
    moduleCount: outColumn('int', 'Módulos', 90, { doc: 'How many modules it grants anything on.' }),
    userCount: outColumn('int', 'Usuários', 90, { doc: 'How many users hold it.', sort: true }),
  },
});
