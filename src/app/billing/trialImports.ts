/**
 * Spec accounts §5, §6: during a trial only png, jpg and gif are imported; the other types need a
 * plan or a student's session. The import asks this each time a file comes in.
 */
import type { AuthActor } from '../../net/authMachine';
import type { AccountUser } from '../../shared/accounts';
import { isOnTrial } from '../../shared/billing';

/** Whether `user` imports as a trial user (nobody logged in: the server decides). */
export function importsAsTrial(user: AccountUser | null): boolean {
  return user !== null && isOnTrial(user);
}

/** The import's `isTrial` question, answered from whoever is logged in now. */
export function trialImportsOf(auth: Pick<AuthActor, 'getSnapshot'>): () => boolean {
  return () => importsAsTrial(auth.getSnapshot().context.user);
}
