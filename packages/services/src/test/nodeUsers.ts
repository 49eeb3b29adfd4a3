import type { Db } from '../db/db.js';
import { seedProfile } from '../domains/profiles/profiles.area.js';
import { createUser } from '../domains/users/users.service.js';
import { DEMO_PROFILES } from '../seed/profiles.seed.js';
import { DEMO_PASSWORD } from '../seed/seed.js';

/**
 * On a migrated database without the demo book, `admin` and `vendedor` with their demo profiles and
 * password: all the gateway's several-nodes test signs in as (the whole book's seed takes a minute
 * on a busy machine).
 */
export async function seedSignInUsers(db: Db) {
  const admin = await seedProfile(db, DEMO_PROFILES.admin);
  const sales = await seedProfile(db, DEMO_PROFILES.sales);
  const users = [
    {
      userName: 'admin',
      name: 'Administrador do Sistema',
      email: 'admin@balcao.com.br',
      profiles: [admin.id],
    },
    { userName: 'vendedor', name: 'Carlos Vendedor', email: 'carlos@balcao.com.br', profiles: [sales.id] },
  ];
  for (const u of users) await createUser(db, { ...u, phone: null, password: DEMO_PASSWORD });
}
