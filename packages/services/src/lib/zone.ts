import { businessTimeZone } from '@balcao/schema';

/**
 * The business's time zone as an SQL literal, for statements whose parameters are already numbered
 * elsewhere ('America/Sao_Paulo'). The name was checked against the runtime's zones when it was set;
 * quotes are doubled all the same.
 */
export const zoneSql = () => `'${businessTimeZone().replace(/'/g, "''")}'`;

/** Today in the business's time zone, as an SQL date expression read when a statement is built. */
export const todaySql = () => `(now() at time zone ${zoneSql()})::date`;
