import { describe, expect, it } from 'vitest';
import { rootView } from './rootView';

describe('what / shows', () => {
  it('the home page to a visitor, the app to a signed-in user', () => {
    expect(rootView('unauthenticated', false)).toBe('home');
    expect(rootView('loaded', true)).toBe('app');
    expect(rootView('pending', true)).toBe('pending');
  });

  it('the login page once a session on / has ended', () => {
    expect(rootView('unauthenticated', true)).toBe('login');
  });
});
