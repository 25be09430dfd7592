/** Browser storage keys; logout clears everything except the language, the last location and the changelog seen. */
export const StorageKey = {
  token: 'routier.token',
  user: 'routier.user',
  lang: 'routier.lang',
  lastLocation: 'routier.lastLocation',
  /** the publish time of the newest changelog entry shown */
  changelogSeen: 'routier.changelogSeen',
} as const;

const KEEP_ON_LOGOUT = [StorageKey.lang, StorageKey.lastLocation, StorageKey.changelogSeen];

/**
 * An operator's read-only "view as" session (decision 069), kept in this tab only: while it is there every request
 * of the tab uses its token, and the operator's own session (`routier.token`) stays for his other tabs and for Stop.
 */
export type ViewAsSlot = { token: string; userId: number; name: string; expiresAt: string; returnTo: string };
const VIEW_AS_KEY = 'routier.viewAs';

export const getViewAs = (): ViewAsSlot | null => {
  try {
    return JSON.parse(sessionStorage.getItem(VIEW_AS_KEY) ?? 'null') as ViewAsSlot | null;
  } catch {
    return null;
  }
};
export const setViewAs = (slot: ViewAsSlot) => sessionStorage.setItem(VIEW_AS_KEY, JSON.stringify(slot));
export const clearViewAs = () => sessionStorage.removeItem(VIEW_AS_KEY);

export const getToken = () => getViewAs()?.token ?? localStorage.getItem(StorageKey.token);
export const setToken = (token: string) => localStorage.setItem(StorageKey.token, token);

export const clearSessionStorage = () => {
  const kept = KEEP_ON_LOGOUT.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
};

/** The not-found page clears everything. */
export const clearAllStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};
