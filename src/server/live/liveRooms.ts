/**
 * Room names. Every authenticated socket joins its user's room and its device's room, so an
 * event for a user reaches all their tabs and devices on every server process (rooms are
 * shared through the adapter), and an event for one device reaches only that device.
 */

/** The room of every socket of one user. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The room of one user's sockets on one device; scoped by user so a device id alone reaches nobody else. */
export function deviceRoom(userId: string, device: string): string {
  return `device:${userId}:${device}`;
}

/** The room of the sockets of one session (login), closed when the session ends. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}
