/**
 * Plans for end-to-end accounts. A verified account starts on a trial, which converts no svg, dxf
 * or dwg; specs that import those as a subscriber give their account a plan in the server's
 * database (SQLite in DATA_DIR, as playwright.config.ts starts it), as a payment would store it.
 */
import type { PlanId } from '../../src/shared/billing';
import { grantPlan } from '../../src/server/billing/testing/grantPlan';
import { createDatabase } from '../../src/server/db/createDatabase';
import { e2eDataDir } from './e2eAccounts';

/** Gives the account at `email` an Opened plan running to 2100. */
export async function grantPlanTo(email: string, plan: PlanId = 'Pro', dataDir = e2eDataDir()): Promise<void> {
  const database = createDatabase({ dataDir });
  try {
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirstOrThrow();
    await grantPlan(database.db, user.id, plan);
  } finally {
    await database.destroy();
  }
}
