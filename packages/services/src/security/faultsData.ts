import { openDb } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedProfile } from '../domains/profiles/profiles.area.js';
import { createUser } from '../domains/users/users.service.js';
import { DEMO_PASSWORD } from '../seed/seed.js';

/**
 * The embedded database of a services process the fault tests kill and start again: migrated, with
 * one administrator (`admin`, the demo password) and none of the demo book, so it starts in seconds.
 */
export async function prepareFaultData(dataDir: string) {
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
    const profile = await seedProfile(db, {
      name: 'Administrador',
      description: 'Acesso total ao sistema',
      global: true,
      grants: [],
    });
    await createUser(db, {
      userName: 'admin',
      name: 'Administrador do Sistema',
      email: 'admin@balcao.com.br',
      password: DEMO_PASSWORD,
      profiles: [profile.id],
    });
  } finally {
    await db.close();
  }
}

/** Reads that database while its services process is down. */
export async function withFaultData<T>(
  dataDir: string,
  read: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>,
) {
  const db = await openDb({ dataDir });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
