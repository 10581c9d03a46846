import { WEB_LOGIN_PARAM } from '../home/MobileToDownload';

/** The login's query naming the session a join link opens (the Student role, its Session filled in). */
export const JOIN_SESSION_PARAM = 'session';

/** The path a classroom's join link opens: the login form, on a phone too, with the session named. */
export const joinPath = (session: string) => `/login?${new URLSearchParams({ [WEB_LOGIN_PARAM]: '1', [JOIN_SESSION_PARAM]: session }).toString()}`;
