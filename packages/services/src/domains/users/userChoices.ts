import type { ListSpec } from '../../lib/list.js';

/** Users as choices (a picker, a select): id, name and user name, searched by either, by name. */
export const USER_CHOICES: ListSpec = {
  select: 'u.id, u.name, u.user_name as "userName"',
  from: 'users u',
  columns: {
    name: { sql: 'u.name', type: 'text', search: true, sort: true },
    userName: { sql: 'u.user_name', type: 'text', search: true, sort: true },
  },
  defaultOrder: { by: 'name', sort: 'ASC' },
  tieBreaker: 'u.id',
};
