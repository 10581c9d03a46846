/**
 * Logging an account out everywhere but here, after its plan changed (the spec's socket logout
 * "Subscription plan was successfully changed."): the other sessions end, so their tokens get
 * 401, their devices hear why, and their sockets close.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { SessionsRepository } from '../db/sessionsRepository';
import type { LiveEvents } from '../live/liveSocket';

export interface OtherSessionsDeps {
  db: Kysely<DatabaseSchema>;
  sessions: Pick<SessionsRepository, 'endAllOf'>;
  live: LiveEvents;
  now: () => Date;
}

/** Ends every live session of the user but `keepSessionId`, telling each other device 'plan-changed'. */
export async function endOtherSessions(deps: OtherSessionsDeps, userId: string, keepSessionId: string | null, keepDevice: string | null): Promise<void> {
  let query = deps.db
    .selectFrom('sessions')
    .select('device_uuid')
    .distinct()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', deps.now().toISOString());
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  const devices = (await query.execute()).map((row) => row.device_uuid).filter((device) => device !== keepDevice);
  const ended = await deps.sessions.endAllOf(userId, keepSessionId ?? undefined);
  for (const device of devices) deps.live.logout(userId, 'plan-changed', device);
  deps.live.endSessions(ended);
}
