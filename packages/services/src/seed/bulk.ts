import type { Db } from '../db/db.js';

const FIRST = [
  'João',
  'José',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luís',
  'Marcos',
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Conceição',
  'Simões',
  'Gonçalves',
  'Azevedo',
  'Brandão',
];

/**
 * `count` extra users with varied pt-BR names (accents included), phones, statuses and dates, made in
 * one statement by the database. For grid tests and benchmarks; they cannot sign in (no usable hash).
 */
export async function seedBulkUsers(db: Db, count: number, prefix = 'usuario') {
  await db.query(
    `insert into users (user_name, name, email, phone, password_hash, active, created_at, updated_at)
     select $3 || '.' || n,
            ($1::text[])[1 + n % 20] || ' ' || ($2::text[])[1 + (n / 20) % 20] || ' ' || ($2::text[])[1 + (n / 400) % 20] || ' ' || n,
            $3 || '.' || n || '@exemplo.com.br',
            '11' || lpad((900000000 + n)::text, 9, '0'),
            '!',
            n % 7 <> 0,
            now() - (n % 1000) * interval '1 day',
            now() - (n % 1000) * interval '1 day'
       from generate_series(1, $4::int) as n`,
    [FIRST, LAST, prefix, count],
  );
  await db.query('analyze users');
}
