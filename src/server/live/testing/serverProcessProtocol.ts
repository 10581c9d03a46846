import type { LiveDocument, LogoutReason } from '../../../shared/liveEvents';

/** What the test asks a server process to do, as a route handler in that process would. */
export type ServerProcessCommand =
  | { type: 'documentsChanged'; userId: string; documents?: LiveDocument[] }
  | { type: 'logout'; userId: string; reason: LogoutReason; device?: string }
  | { type: 'close' };

/** What a server process tells the test. */
export type ServerProcessReport = { type: 'ready'; port: number };
