import { describe, expect, it } from 'vitest';
import { failureAction } from './failureStatusRule';

describe('the failure status rule', () => {
  it('logs out on 401, sets force-login on 403 and sends 402 to /subscription', () => {
    expect(failureAction(401, '/api/user')).toEqual({ kind: 'logout' });
    expect(failureAction(403, 'http://127.0.0.1:8201/api/documents')).toEqual({ kind: 'forceLogin' });
    expect(failureAction(402, '/api/uploads')).toEqual({ kind: 'subscription' });
    expect(failureAction(423, '/api/uploads')).toEqual({ kind: 'subscription' });
  });

  it('leaves the auth calls to their forms, so a wrong password is not a logout', () => {
    expect(failureAction(401, '/login')).toEqual({ kind: 'none' });
    expect(failureAction(403, '/login?force-login=true')).toEqual({ kind: 'none' });
    expect(failureAction(400, 'http://127.0.0.1:8201/verify/abc')).toEqual({ kind: 'none' });
    expect(failureAction(401, '/logout/ann%40example.com')).toEqual({ kind: 'none' });
  });

  it("logs out with the device limit's message on a 423 whose seat newer logins took, a document call's too", () => {
    expect(failureAction(423, '/api/user', 'devices-exceeded')).toEqual({ kind: 'logout', reason: 'devices-exceeded' });
    expect(failureAction(423, '/api/document/0d1f6c2e-4a55-4b7e-9a55-2f1f3c9a1e11', 'devices-exceeded')).toEqual({ kind: 'logout', reason: 'devices-exceeded' });
    expect(failureAction(423, '/api/document/0d1f6c2e-4a55-4b7e-9a55-2f1f3c9a1e11', 'locked')).toEqual({ kind: 'none' });
  });

  it('leaves a document lock (423) to the save/open dialog and ignores other statuses', () => {
    expect(failureAction(423, '/api/document/0d1f6c2e-4a55-4b7e-9a55-2f1f3c9a1e11')).toEqual({ kind: 'none' });
    expect(failureAction(500, '/api/user')).toEqual({ kind: 'none' });
    expect(failureAction(404, '/api/document/x')).toEqual({ kind: 'none' });
  });
});
