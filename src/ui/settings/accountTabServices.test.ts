import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createAuthMachine } from '../../net/authMachine';
import { createAccountTabServices } from './accountTabServices';

const NOW = 1_800_000_000;
const jwt = (secondsLeft: number) => `h.${btoa(JSON.stringify({ exp: NOW + secondsLeft })).replace(/=+$/, '')}.s`;
const unused = () => Promise.reject(new Error('not called'));

describe('the token an e-mail update answers', () => {
  const stored: [string, string][] = [];
  const auth = createActor(
    createAuthMachine({
      api: { login: unused, verify: unused, user: unused, refresh: unused, logout: unused },
      tokens: { read: () => null, write: () => undefined, clear: () => undefined },
    }),
  );
  const services = createAccountTabServices(auth, { updateName: unused, updateEmail: unused, updatePassword: unused }, (token, life) => stored.push([token, life]), () => NOW);

  it('is kept for 365 days when it lives a year, and for one day when it lives a day', () => {
    services.storeToken(jwt(365 * 86_400));
    services.storeToken(jwt(86_400));
    expect(stored).toEqual([
      [jwt(365 * 86_400), 'long'],
      [jwt(86_400), 'short'],
    ]);
  });
});
