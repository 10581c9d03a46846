/** Where the auth machine is, reduced to what pages decide on. */
export type AuthStatus = 'unauthenticated' | 'pending' | 'loaded';
