import { compareDecimal, REPRESENTATIVE_MSG, type DistratoValues } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError, notFound, validationFailed, type FieldError } from '../../errors.js';
import type { ResourceArea } from '../../kit/area.js';
import { representativeContractsArea } from './representativeParts.area.js';

type Row = Record<string, unknown>;

/** His distratos, newest first, as their documents and his page read them. */
export async function distratosOf(db: Db, representativeId: number): Promise<Row[]> {
  const { rows } = await db.query<Row>(
    `select d.id::text as id, 'DST-' || lpad(d.id::text, 6, '0') as "distratoNumber", d.kind,
            d.contract_id::text as "contractId", 'CTR-' || lpad(d.contract_id::text, 6, '0') as "contractNumber",
            to_char(d.termination_date, 'YYYY-MM-DD') as "terminationDate", d.reason,
            d.gross_value::text as "grossValue", d.net_value::text as "netValue",
            d.created_at as "createdAt", u.name as "createdByName"
       from representative_distratos d left join users u on u.id = d.created_by
      where d.representative_id = $1 order by d.id desc`,
    [representativeId],
  );
  return rows;
}

/**
 * Writes a distrato of one of his contracts, in the caller's transaction: he is active; the
 * contract is his, not ended by a total distrato, and the day falls within its term (after its
 * start). A partial one ends part of its values (not above the contract's gross); a total one ends
 * the contract that day (in its history) and puts him in distrato, his deactivation begun: his
 * customers are listed for reassignment from then on.
 */
export async function createDistrato(
  tx: Db,
  area: ResourceArea,
  id: number,
  v: DistratoValues,
  actor: number,
) {
  const { rows: reps } = await tx.query<{ status: string }>(
    'select status from representatives where id = $1 for update',
    [id],
  );
  if (reps[0]?.status !== 'ACTIVE')
    throw new HttpError(400, 'BAD_REQUEST', REPRESENTATIVE_MSG.distratoNotActive);
  const { rows } = await tx.query<{
    start: string;
    end: string;
    gross: string;
    net: string;
    ended: boolean;
  }>(
    `select to_char(start_contract, 'YYYY-MM-DD') as start, to_char(end_contract, 'YYYY-MM-DD') as "end",
            gross_value::text as gross, net_value::text as net,
            exists (select 1 from representative_distratos d where d.contract_id = c.id and d.kind = 'TOTAL') as ended
       from representative_contracts c where c.id = $1 and c.representative_id = $2 for update`,
    [Number(v.contractId), id],
  );
  const contract = rows[0];
  if (!contract) throw notFound(REPRESENTATIVE_MSG.contractNotFound);
  if (contract.ended) throw new HttpError(400, 'BAD_REQUEST', REPRESENTATIVE_MSG.distratoContractEnded);
  const errors: FieldError[] = [];
  if (v.terminationDate <= contract.start || v.terminationDate > contract.end)
    errors.push({ field: 'terminationDate', messages: [REPRESENTATIVE_MSG.distratoDateOutside] });
  const total = v.kind === 'TOTAL';
  const gross = total ? contract.gross : v.grossValue!;
  const net = total ? contract.net : v.netValue!;
  if (!total && compareDecimal(gross, contract.gross) > 0)
    errors.push({ field: 'grossValue', messages: [REPRESENTATIVE_MSG.distratoAboveContract] });
  if (errors.length) throw validationFailed(errors);

  const { rows: made } = await tx.query<{ id: number }>(
    `insert into representative_distratos (representative_id, contract_id, kind, termination_date, reason,
                                           gross_value, net_value, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [id, Number(v.contractId), v.kind, v.terminationDate, v.reason, gross, net, actor],
  );
  if (total) {
    await representativeContractsArea.store.set(
      tx,
      Number(v.contractId),
      { endContract: v.terminationDate },
      actor,
    );
    await area.store.set(tx, id, { status: 'DISTRATO' }, actor);
  }
  return Number(made[0]!.id);
}
