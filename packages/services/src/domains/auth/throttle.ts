import type { Db } from '../../db/db.js';

/**
 * Sign-in throttling, designed so that guessing stops without handing anyone a way to lock others
 * out (README, "Sign-in throttling"). Failures count in a sliding window:
 * - one account from one address: 5 failures lock that pair, the right password included, until
 *   the window passes or an administrator lifts the lock from the users screen;
 * - one account from addresses it never signed in from: 10 failures refuse those addresses;
 * - one address over any accounts it never signed in to: 20 failures refuse it.
 * An address the account signed in from in the last 90 days ("known") is held only by the first
 * rule, so a stranger's failures never keep a user out of his own account from his usual place.
 */
export const THROTTLE = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  perAccount: 10,
  perAddress: 20,
  knownAddressDays: 90,
} as const;

export async function throttled(db: Db, userName: string, address: string): Promise<boolean> {
  const { rows } = await db.query<{ pair: number; account: number; address: number; known: boolean }>(
    `with c as (
       select now() - make_interval(mins => $3) as since,
              (select max(at) from login_unlocks where lower(user_name) = lower($1)) as unlock,
              (select max(at) from login_attempts where lower(user_name) = lower($1) and success) as account_ok,
              (select max(at) from login_attempts
                where lower(user_name) = lower($1) and address = $2 and success) as pair_ok
     )
     select (select count(*) from login_attempts a
              where not a.success and lower(a.user_name) = lower($1) and a.address = $2
                and a.at > greatest(c.since, c.unlock, c.pair_ok))::int as pair,
            (select count(*) from login_attempts a
              where not a.success and lower(a.user_name) = lower($1)
                and a.at > greatest(c.since, c.unlock, c.account_ok))::int as account,
            (select count(*) from login_attempts a
              where not a.success and a.address = $2 and a.at > c.since)::int as address,
            coalesce(c.pair_ok > now() - make_interval(days => $4), false) as known
       from c`,
    [userName, address, THROTTLE.windowMinutes, THROTTLE.knownAddressDays],
  );
  const r = rows[0]!;
  if (r.pair >= THROTTLE.perAccountAndAddress) return true;
  return !r.known && (r.account >= THROTTLE.perAccount || r.address >= THROTTLE.perAddress);
}

/** Whether failures hold the account now (from some address), for the users screen. */
export async function loginLock(db: Db, userName: string): Promise<{ locked: boolean; failures: number }> {
  const { rows } = await db.query<{ failures: number; top: number }>(
    `with c as (
       select now() - make_interval(mins => $2) as since,
              (select max(at) from login_unlocks where lower(user_name) = lower($1)) as unlock,
              (select max(at) from login_attempts where lower(user_name) = lower($1) and success) as account_ok
     ), f as (
       select a.address, count(*)::int as n from login_attempts a, c
        where not a.success and lower(a.user_name) = lower($1)
          and a.at > greatest(c.since, c.unlock, c.account_ok)
        group by a.address
     )
     select coalesce(sum(n), 0)::int as failures, coalesce(max(n), 0)::int as top from f`,
    [userName, THROTTLE.windowMinutes],
  );
  const { failures, top } = rows[0]!;
  return {
    locked: top >= THROTTLE.perAccountAndAddress || failures >= THROTTLE.perAccount,
    failures,
  };
}

export async function unlockLogin(db: Db, userName: string, by: number) {
  await db.query('insert into login_unlocks (user_name, unlocked_by) values ($1, $2)', [userName, by]);
}
