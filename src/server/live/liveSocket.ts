/**
 * The live socket: socket.io on the API server's own HTTP server and port, admitting only
 * sockets with a valid access token, and the small `LiveEvents` API the routes use to notify a
 * user's devices. With a Redis URL every emit goes through `@socket.io/redis-adapter`, so a
 * change made through one server process reaches sockets connected to any other.
 */
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  LIVE_EVENT,
  LIVE_SOCKET_PATH,
  type LiveClientToServerEvents,
  type LiveDocument,
  type LiveServerToClientEvents,
  type LogoutReason,
} from '../../shared/liveEvents';
import type { DocumentSummaryResponse } from '../../shared/accounts';
import { withBasePath } from '../../shared/basePath';
import { CLASSROOM_EVENT, type ClassroomSettings } from '../../shared/classroom';
import type { AllowedOrigins } from '../auth/originGuard';
import type { VerifyAccessToken } from '../auth/requestUser';
import { authenticateSocket, type LiveSocketData, type ParseCookies } from './authenticateSocket';
import { connectRedisAdapter } from './connectRedisAdapter';
import { DEFAULT_MAX_SOCKETS_PER_ACCOUNT, socketAllowance } from './socketAllowance';
import { deviceRoom, sessionRoom, userRoom } from './liveRooms';

/** `buildApp`'s `live` option. */
export interface LiveOptions {
  /** Checks the handshake's token; the accounts' access-token verifier when absent. */
  verify?: VerifyAccessToken;
  /** REDIS_URL: fan out through Redis; without it the in-memory adapter serves one process. */
  redisUrl?: string;
  /** Prefix of the Redis channels, `planimetry-live` by default; each test run uses its own. */
  redisKey?: string;
  /**
   * Accept the WebSocket transport only: a cluster worker's (cluster/clusterPrimary.ts), where the
   * requests of a long-polling session could reach another process.
   */
  websocketOnly?: boolean;
  /** Open sockets one account may hold in this process (socketAllowance.ts); 20 by default. */
  maxSocketsPerAccount?: number;
  /** BASE_PATH: the socket is at `{basePath}/socket.io` (set by buildApp from its own option). */
  basePath?: string;
}

/** What the rest of the server may tell connected clients. Emits never throw and never wait. */
export interface LiveEvents {
  /** Tells every device of the user that their document list changed, with the new list when known. */
  documentsChanged(userId: string, documents?: readonly LiveDocument[]): void;
  /** Logs the user out on every device, or on one device when `device` is given. */
  logout(userId: string, reason: LogoutReason, device?: string): void;
  /**
   * Closes the sockets of sessions that have ended (logout, password change or reset), on every
   * server process, so nothing keeps reaching a device whose token no longer works; with a
   * `reason`, tells them why first (the `logout` event), as `logout` does a whole device.
   */
  endSessions(sessionIds: readonly string[], reason?: LogoutReason): void;
  /** Tells each student of a classroom session that it ended (before their sockets close). */
  studentSessionEnded(studentIds: readonly string[], name: string): void;
  /** Tells the educator their session ended, by their own stop or by the server (time up). */
  educatorSessionEnded(educatorId: string, name: string, isEducatorStop: boolean): void;
  /** Gives the educator the session's documents after a student saved, archived or deleted one. */
  sessionDocumentUpdated(educatorId: string, documents: readonly DocumentSummaryResponse[]): void;
  /** Gives the session's students the settings the educator chose. */
  sessionSettingsUpdated(studentIds: readonly string[], settings: ClassroomSettings): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events for connected clients; does nothing when the app runs without a socket. */
    live: LiveEvents;
  }
}

export const DEFAULT_REDIS_KEY = 'planimetry-live';

/** The events of an app without a socket: there is nobody to tell. */
export const SILENT_LIVE_EVENTS: LiveEvents = {
  documentsChanged() {},
  logout() {},
  endSessions() {},
  studentSessionEnded() {},
  educatorSessionEnded() {},
  sessionDocumentUpdated() {},
  sessionSettingsUpdated() {},
};

type LiveServer = Server<LiveClientToServerEvents, LiveServerToClientEvents, Record<string, never>, LiveSocketData>;

/** What the socket needs from the accounts to admit a handshake. */
export interface LiveAuthentication {
  verify: VerifyAccessToken;
  parseCookies?: ParseCookies;
  origins?: AllowedOrigins;
}

/**
 * Attaches socket.io to `app.server` at `/socket.io` and decorates `app.live`. Call on the root
 * instance before `ready()`; the socket server, its adapter and the Redis clients close with
 * the app (in preClose, so open websockets do not hold the HTTP server's close).
 */
export async function registerLiveSocket(app: FastifyInstance, options: LiveOptions, auth: LiveAuthentication): Promise<void> {
  const redis = options.redisUrl
    ? await connectRedisAdapter(options.redisUrl, options.redisKey ?? DEFAULT_REDIS_KEY, app.log)
    : null;
  const io: LiveServer = new Server(app.server, {
    // The socket is answered beside Fastify, before its routing: its path carries the base path.
    path: withBasePath(options.basePath ?? '', LIVE_SOCKET_PATH),
    serveClient: false,
    ...(redis ? { adapter: redis.adapter } : {}),
    ...(options.websocketOnly ? { transports: ['websocket' as const] } : {}),
  });
  io.use(authenticateSocket(auth));
  io.use(socketAllowance(options.maxSocketsPerAccount ?? DEFAULT_MAX_SOCKETS_PER_ACCOUNT));
  io.on('connection', (socket) => {
    const { user } = socket.data;
    const rooms = [userRoom(user.id)];
    if (user.device) rooms.push(deviceRoom(user.id, user.device));
    if (user.sessionId) rooms.push(sessionRoom(user.sessionId));
    void socket.join(rooms);
    // Like a request's log line: which process holds which socket (the fault run reads it).
    app.log.info({ socket: socket.id, transport: socket.conn.transport.name }, 'live socket connected');
  });

  app.addHook('preClose', async () => {
    await io.close();
    await redis?.close();
  });
  app.decorate('live', liveEvents(io));
}

function liveEvents(io: LiveServer): LiveEvents {
  return {
    documentsChanged(userId, documents) {
      io.to(userRoom(userId)).emit(LIVE_EVENT.documentsList, documents ? { documents: [...documents] } : {});
    },
    logout(userId, reason, device) {
      io.to(device === undefined ? userRoom(userId) : deviceRoom(userId, device)).emit(LIVE_EVENT.logout, { reason });
    },
    endSessions(sessionIds, reason) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      if (reason !== undefined) io.to(rooms).emit(LIVE_EVENT.logout, { reason });
      io.in(rooms).disconnectSockets(true);
    },
    // `io.to([])` would reach every socket: an empty list of users reaches nobody instead.
    studentSessionEnded(studentIds, name) {
      if (studentIds.length > 0) io.to(studentIds.map(userRoom)).emit(CLASSROOM_EVENT.studentSessionEnded, { name });
    },
    educatorSessionEnded(educatorId, name, isEducatorStop) {
      io.to(userRoom(educatorId)).emit(CLASSROOM_EVENT.educatorSessionEnded, { name, isEducatorStop });
    },
    sessionDocumentUpdated(educatorId, documents) {
      io.to(userRoom(educatorId)).emit(CLASSROOM_EVENT.sessionDocumentUpdated, { documents: [...documents] });
    },
    sessionSettingsUpdated(studentIds, settings) {
      if (studentIds.length > 0) io.to(studentIds.map(userRoom)).emit(CLASSROOM_EVENT.sessionSettingsUpdated, { settings });
    },
  };
}
