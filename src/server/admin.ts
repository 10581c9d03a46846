/**
 * Entry point of the administrator's command (`npm run admin -- educators …`, see
 * classroom/adminEducators.ts): the same database (DATABASE_URL or DATA_DIR) and mail settings as
 * the server, then the command, then exit.
 */
import { normalizeEmail } from '../shared/accounts';
import { runAdminCommand } from './classroom/adminEducators';
import { educatorLifecycle } from './classroom/educatorLifecycle';
import { createDatabase } from './db/createDatabase';
import { educatorApplicationsRepository } from './db/educatorApplicationsRepository';
import { migrateToLatest } from './db/migrateToLatest';
import { subscriptionsRepository } from './db/subscriptionsRepository';
import { usersRepository } from './db/usersRepository';
import { createMailer } from './mail/mailer';
import { listeningUrl, readServerConfig } from './serverConfig';

async function main(): Promise<number> {
  const config = readServerConfig(process.env, process.cwd());
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const now = () => new Date();
    const applications = educatorApplicationsRepository(database.db, now);
    const mailer = createMailer({
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: { info: (_object, line) => console.log(line) },
    });
    const lifecycle = educatorLifecycle({
      applications,
      users: usersRepository(database.db, now),
      subscriptions: subscriptionsRepository(database.db, now),
      mailer,
      now,
      badgeCheck: { allowPrivate: config.badgeCheckAllowPrivate },
    });
    const args = process.argv.slice(2).map((arg, index) => (index === 2 ? normalizeEmail(arg) : arg));
    return await runAdminCommand(args, { lifecycle, applications, publicUrl: config.publicUrl ?? listeningUrl(config), print: (line) => console.log(line) });
  } finally {
    await database.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('The admin command failed:', error);
    process.exitCode = 1;
  },
);
