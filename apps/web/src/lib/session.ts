import { queryOptions, useQuery } from '@tanstack/react-query';
import { homePathForRole, type AuthResponse, type CurrentUser, type Role, type ViewAsSession } from '@routier/domain';
import { api, ApiError, FIXED } from './api-client';
import { StorageKey, clearSessionStorage, clearViewAs, getToken, getViewAs, setToken, setViewAs } from './storage';
import { queryClient } from './query-client';

export const meQueryKey = ['users', 'me'] as const;

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'unverified'; user: CurrentUser | null }
  | { status: 'authenticated'; user: CurrentUser };

/** The user kept from login/register, for the confirm-email page (GET /users/me refuses unverified users). */
export const storedUser = (): CurrentUser | null => {
  try {
    return JSON.parse(localStorage.getItem(StorageKey.user) ?? 'null') as CurrentUser | null;
  } catch {
    return null;
  }
};

const fetchMe = async (): Promise<CurrentUser | null> => {
  if (!getToken()) return null;
  return api.get<CurrentUser>('/users/me', { silent: true });
};

/** The current user's query: the router starts it beside the page's code. */
export const sessionQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: Infinity, retry: false });

/** The current user, loaded once; every guard waits for it. */
export const useSession = (): Session => {
  const query = useQuery(sessionQueryOptions());
  if (query.isPending) return { status: 'loading', user: null };
  if (query.error instanceof ApiError && query.error.status === 403 && query.error.message === FIXED.notVerified) {
    return { status: 'unverified', user: storedUser() };
  }
  if (!query.data) return { status: 'guest', user: null };
  return { status: 'authenticated', user: query.data };
};

export const useCurrentUser = (): CurrentUser => {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useCurrentUser outside an authenticated route');
  return session.user;
};

/** Stores the token and user after login, register or token login. */
export const startSession = async ({ token, user }: AuthResponse) => {
  setToken(token);
  localStorage.setItem(StorageKey.user, JSON.stringify(user));
  if (user.locale) localStorage.setItem(StorageKey.lang, user.locale);
  queryClient.removeQueries({ queryKey: meQueryKey });
  await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: Infinity, retry: false }).catch(() => null);
};

export const reloadUser = () => queryClient.invalidateQueries({ queryKey: meQueryKey });

/**
 * The operator's read-only "view as" session starts in this tab (decision 069): every query is read again as the
 * user, from the user's home page. `returnTo` is where Stop brings him back.
 */
export const startViewAs = (session: ViewAsSession, returnTo: string) => {
  const name = [session.user.first_name, session.user.last_name].filter(Boolean).join(' ') || session.user.email;
  setViewAs({ token: session.token, userId: session.user.id, name, expiresAt: session.expires_at, returnTo });
  queryClient.clear();
  window.location.assign(session.user.role ? homePathForRole(session.user.role as Role) : '/');
};

/** Stop: the "view as" session ends on the server and in this tab; back to the operator's console, as himself. */
export const stopViewAs = async () => {
  const viewAs = getViewAs();
  if (!viewAs) return;
  await api.post('/auth/web-logout', undefined, { silent: true }).catch(() => undefined);
  clearViewAs();
  queryClient.clear();
  window.location.assign(viewAs.returnTo);
};

/** Logs out on the server (best effort), clears the browser, and goes to /login. Viewing as a user, it is Stop. */
export const logout = async () => {
  if (getViewAs()) return stopViewAs();
  await api.post('/auth/web-logout').catch(() => undefined);
  clearSessionStorage();
  queryClient.clear();
  window.location.assign('/login');
};

/**
 * Logs out on the server (best effort) and clears the browser, staying on the page: an invitation opened while
 * someone else is signed in continues as a visitor.
 */
export const signOutHere = async () => {
  await api.post('/auth/web-logout').catch(() => undefined);
  clearSessionStorage();
  // the other account's data goes; the session is read again (no token: a visitor), and the page follows
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] || q.queryKey[1] !== meQueryKey[1] });
  await queryClient.resetQueries({ queryKey: meQueryKey });
};
