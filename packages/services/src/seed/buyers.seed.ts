import { BUYER_CHANGE_WORKFLOW, BUYERS_PATH, isValidCpf } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { cpfOf } from './customers.seed.js';
import { seedChangeWorkflow } from './workflows.seed.js';

const FIRST = ['Ana', 'Bruno', 'Camila', 'Diego', 'Elaine', 'Fábio', 'Gisele', 'Hélio', 'Íris', 'Júlio'];
const LAST = [
  'Andrade',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Figueira',
  'Guimarães',
  'Hora',
  'Macedo',
];
const POSITIONS = ['Comprador', 'Gerente de compras', 'Analista de compras', 'Diretor comercial'];
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Buyers of the demo book: one of every three customers gets one or two, the first one its
 * main buyer; under NODE_ENV=test the book itself is smaller (customers.seed.ts), and so is this.
 * One bulk statement; does nothing when buyers exist. A representative's changes to a buyer go
 * through ALTERACAO_CADASTRAL_COMPRADOR, approved by the regional managers.
 */
export async function seedBuyers(db: Db) {
  await seedChangeWorkflow(db, {
    code: BUYER_CHANGE_WORKFLOW,
    title: 'Alteração cadastral de comprador',
    description: 'Aprovação da alteração do cadastro de um comprador',
    recordPath: BUYERS_PATH,
    startModule: 'COMPRADORES',
    approverRole: 'REGIONAL_MANAGER',
  });
  if ((await db.query('select 1 from buyers limit 1')).rows.length) return;
  const customers = (await db.query<{ id: number }>('select id from customers order by id')).rows;
  const b = {
    customer: [] as number[],
    name: [] as string[],
    cpf: [] as string[],
    email: [] as string[],
    phone: [] as (string | null)[],
    position: [] as string[],
    main: [] as boolean[],
  };
  customers.forEach((c, i) => {
    if (i % 3 !== 0) return;
    for (let k = 0; k < 1 + (i % 2); k++) {
      const n = b.name.length;
      const first = FIRST[n % FIRST.length]!;
      const l = Math.floor(n / FIRST.length) % LAST.length;
      const last = LAST[l]!;
      // Never the same surname twice.
      const middle =
        LAST[(l + 1 + (Math.floor(n / (FIRST.length * LAST.length)) % (LAST.length - 1))) % LAST.length]!;
      b.customer.push(Number(c.id));
      b.name.push(`${first} ${middle} ${last}`);
      b.cpf.push(cpfOf(200_000_000 + n * 7_927));
      b.email.push(`${plain(first)}.${plain(last)}${n + 1}@compras.com.br`);
      b.phone.push(n % 4 === 3 ? null : `11${String(970_000_000 + n * 37).slice(0, 9)}`);
      b.position.push(POSITIONS[(i + k) % POSITIONS.length]!);
      b.main.push(k === 0);
    }
  });
  if (!b.cpf.every((x) => isValidCpf(x))) throw new Error('seed: invalid buyer CPF');
  await db.query(
    `insert into buyers (customer_id, name, cpf, email, phone, position, main)
     select * from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[])
     on conflict do nothing`,
    [b.customer, b.name, b.cpf, b.email, b.phone, b.position, b.main],
  );
  await db.query('analyze buyers');
}
