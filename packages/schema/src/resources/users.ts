import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { newPassword } from '../validators/fields.js';
import { outColumn, requiredText } from './fields.js';
import { defineResource } from './kit.js';

const DATA = { section: 'Dados do usuário' };

/** A password exactly as typed (never trimmed), or none: kept as it is. */
const password = () => z.union([z.literal(''), newPassword]);

/**
 * Users (/administrative/users, CONTROLE_DE_USUARIO): who signs in. His profiles, photo, password
 * policy and login lock are the users area's own (services users.area.ts, web UsersPage).
 */
export const users = defineResource({
  name: 'user',
  plural: 'users',
  typeName: 'User',
  rest: 'users',
  noun: { one: 'usuário', many: 'Usuários', gender: 'm' },
  module: 'CONTROLE_DE_USUARIO',
  path: '/administrative/users',
  title: 'name',
  order: ['name', 'ASC'],
  active: 'toggle',
  remove: true,
  unique: [
    { fields: ['userName'], field: 'userName', message: MSG.duplicateUserName, ignoreCase: true },
    { fields: ['email'], field: 'email', message: MSG.duplicateEmail, ignoreCase: true },
  ],
  messages: { notFound: MSG.userNotFound, saveFailed: MSG.userUpdateFailed },
  fields: {
    name: requiredText('Nome', NAME_MAX, 240, DATA),
    userName: requiredText('Usuário', 60, 160, DATA, {
      doc: 'The sign-in name; kept as created.',
      filter: true,
    }),
    email: {
      type: 'email',
      label: 'E-mail',
      required: true,
      max: EMAIL_MAX,
      list: { width: 240 },
      sort: true,
      search: true,
      filter: true,
      form: DATA,
    },
    phone: { type: 'phone', label: 'Telefone', list: { width: 150 }, sort: true, form: DATA },
    password: {
      type: 'text',
      label: 'Senha',
      doc: 'Required on create; empty keeps it. Checked against the password policy.',
      rule: password,
      output: false,
      change: false,
      form: DATA,
    },
    currentPassword: {
      type: 'text',
      label: 'Senha atual',
      doc: 'Asked when a user sets his own password.',
      rule: () => z.string().max(1024),
      output: false,
      change: false,
      history: false,
    },
    photo: {
      type: 'text',
      label: 'Foto',
      doc: 'The name his photo was sent with (the file itself: file).',
      input: false,
      export: false,
    },
    profileNames: outColumn('text', 'Perfis', 200, {
      doc: 'His profiles by name (attachProfiles changes them).',
    }),
  },
});
