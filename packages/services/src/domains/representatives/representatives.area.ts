import { REPRESENTATIVE_MSG, REPRESENTATIVE_WORKFLOW } from '@balcao/schema';
import { representatives } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { validationFailed, type FieldError } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import type { Input } from '../../kit/store.js';
import { representativeRoutes } from './representatives.routes.js';
import { registerWorkflowEnd } from './representatives.workflow.js';

/** A legal person keeps a CNPJ and no CPF, a natural person the other way round. */
const oneDocument = (input: Input): Input =>
  input.personType === 'PF' ? { ...input, cnpj: '' } : { ...input, cpf: '' };

async function activeUser(db: Db, id: unknown) {
  if (id === null || id === undefined) return true;
  return (await db.query('select 1 from users where id = $1 and active', [Number(id)])).rows.length > 0;
}

/**
 * Representatives on the kit. Their own rules: a legal person has his CNPJ, a natural person his
 * CPF; his person type and CNPJ stay as pre-registered (the CNPJ has its own edit); his user and
 * regional manager are active users. His status moves only by conclude and his workflow's end.
 */
export const representativesArea: ResourceArea = resourceArea(
  representatives,
  {
    table: 'representatives',
    alias: 'rp',
    createdBy: true,
    from: `representatives rp left join users u on u.id = rp.user_id
           left join users m on m.id = rp.regional_manager_id`,
    columns: {
      code: `'REP-' || lpad(rp.id::text, 5, '0')`,
      status: 'rp.status',
      userName: 'u.name',
      regionalManagerName: 'm.name',
      executionWorkflowId: `(select max(e.id)::int from workflow_executions e
        join workflow_types t on t.id = e.type_id and t.code = '${REPRESENTATIVE_WORKFLOW}'
       where e.register_id = rp.id::text)`,
    },
  },
  {
    prepare: ({ input, before }) =>
      oneDocument(before ? { ...input, personType: before.personType, cnpj: before.cnpj ?? '' } : input),
    validate: async (db, { input }) => {
      const errors: FieldError[] = [];
      if (input.personType === 'PJ' && !input.cnpj)
        errors.push({ field: 'cnpj', messages: [REPRESENTATIVE_MSG.cnpjForPj] });
      if (input.personType === 'PF' && !input.cpf)
        errors.push({ field: 'cpf', messages: [REPRESENTATIVE_MSG.cpfForPf] });
      for (const field of ['userId', 'regionalManagerId'])
        if (!(await activeUser(db, input[field])))
          errors.push({ field, messages: [REPRESENTATIVE_MSG.userNotFound] });
      if (errors.length) throw validationFailed(errors);
    },
    extraRoutes: representativeRoutes,
  },
);

registerWorkflowEnd(representativesArea.store);
