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

export const getToken = () => localStorage.getItem(StorageKey.token);
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
