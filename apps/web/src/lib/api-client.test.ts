import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setApiHandlers } from './api-client';
import { StorageKey, getViewAs, setViewAs } from './storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client error rules (spec §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
    document.cookie = 'XSRF-TOKEN=abc';
    localStorage.setItem(StorageKey.token, 'secret');
  });
  afterEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and echoes the XSRF cookie on writes', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await api.post('/x', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/x');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer secret', 'X-XSRF-TOKEN': 'abc' });
  });

  it('refreshes the session once after a CSRF mismatch and retries the request', async () => {
    const refreshSession = vi.fn(async () => undefined);
    setApiHandlers({ refreshSession });
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 })) // GET /api/auth/csrf-cookie
      .mockResolvedValueOnce(json(200, { saved: true }));
    await expect(api.put('/users/locale', { locale: 'fr' })).resolves.toEqual({ saved: true });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/auth/csrf-cookie');
  });

  it('logs out and reloads on "Unauthenticated."', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    await expect(api.get('/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it("viewing as a user, sends that session's token; when it ends, only it ends and the operator goes back", async () => {
    const slot = { token: 'viewing', userId: 7, name: 'Denis', expiresAt: '2026-11-27T05:00:00Z', returnTo: '/admin/accounts/7' };
    setViewAs(slot);
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.get('/users/me');
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({ Authorization: 'Bearer viewing' });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    await expect(api.get('/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(getViewAs()).toBeNull();
    expect(localStorage.getItem(StorageKey.token)).toBe('secret');
    expect(assign).toHaveBeenCalledWith('/admin/accounts/7');
  });

  it('goes to the not-found page on 404 and 5xx, unless the caller handles it', async () => {
    const onNotFound = vi.fn();
    setApiHandlers({ onNotFound });
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Server Error' }));
    await expect(api.get('/boom')).rejects.toMatchObject({ status: 500 });
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Not found.' }));
    await expect(api.get('/gone', { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });

  it('hands 422 field errors to the form', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { message: 'The given data was invalid.', errors: { email: ['invalidEmail'] } }));
    await expect(api.post('/auth/web-login', {})).rejects.toMatchObject({ status: 422, errors: { email: ['invalidEmail'] } });
  });
});
