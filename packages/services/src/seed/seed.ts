import type { Db } from '../db/db.js';
import { seedProfile } from '../domains/profiles/profiles.area.js';
import { createUser } from '../domains/users/users.service.js';
import { seedWorkflows } from './workflows.seed.js';
import { seedMessaging } from './messaging.seed.js';
import { seedCompanies } from './companies.seed.js';
import { seedCustomers } from './customers.seed.js';
import { customerHistoryForUntracked } from '../domains/customers/customers.repo.js';
import { seedCustomerReports } from './customerReports.seed.js';
import { seedBuyers } from './buyers.seed.js';
import { seedPricing } from './pricing.seed.js';
import { seedNegotiations } from './negotiations.seed.js';
import { seedOrders } from './orders.seed.js';
import { seedProductReleases } from './productReleases.seed.js';
import { seedRepresentatives } from './representatives.seed.js';
import { historyForUntracked } from '../kit/untracked.js';
import { KIT_AREAS } from '../kit/areas.js';
import { DEMO_PROFILES } from './profiles.seed.js';
import { seedDemoWork } from './demoWork.seed.js';
import { seedFinancial } from './financial.seed.js';
import { seedFans } from './fans.seed.js';

export const DEMO_PASSWORD = 'demo1234';

/** Demo users and profiles on an empty database; does nothing when users exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users');
  if (rows[0]!.n > 0) return false;
  const admin = await seedProfile(db, DEMO_PROFILES.admin);
  const sales = await seedProfile(db, DEMO_PROFILES.sales);
  const manager = await seedProfile(db, DEMO_PROFILES.manager);
  const finance = await seedProfile(db, DEMO_PROFILES.finance);
  const users = [
    {
      userName: 'admin',
      name: 'Administrador do Sistema',
      email: 'admin@balcao.com.br',
      phone: '1140028922',
      profiles: [admin.id],
    },
    {
      userName: 'vendedor',
      name: 'Carlos Vendedor',
      email: 'carlos@balcao.com.br',
      phone: '11987654321',
      profiles: [sales.id],
    },
    {
      userName: 'aprovador',
      name: 'Ana Aprovadora',
      email: 'ana@balcao.com.br',
      phone: '21998877665',
      profiles: [manager.id],
    },
    {
      userName: 'semperfil',
      name: 'Sem Perfil',
      email: 'semperfil@balcao.com.br',
      phone: null,
      profiles: [],
    },
    {
      userName: 'financeiro',
      name: 'Beatriz Financeiro',
      email: 'beatriz@balcao.com.br',
      phone: '3133221100',
      profiles: [finance.id],
    },
  ];
  for (const u of users) await createUser(db, { ...u, password: DEMO_PASSWORD });
  await seedWorkflows(db);
  await seedMessaging(db);
  await seedCompanies(db);
  await seedCustomers(db);
  await seedCustomerReports(db);
  await seedBuyers(db);
  await seedPricing(db);
  await seedNegotiations(db);
  await seedOrders(db);
  await seedProductReleases(db);
  await seedRepresentatives(db);
  await seedDemoWork(db);
  await seedFinancial(db);
  await seedFans(db);
  // What the seed wrote in bulk gets its first history entry, as if made by the system.
  for (const area of KIT_AREAS) await historyForUntracked(db, area.store);
  await customerHistoryForUntracked(db);
  return true;
}
