import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  GET_RETRY_DELAYS_MS,
  NETWORK_ERROR,
  SESSION_EXPIRED_KEY,
  api,
  lastFailedStatus,
  retryAfterSeconds,
  setApiHandlers,
  forgetSessionExpired,
  sessionHasExpired,
} from './api-client';
import { StorageKey } from './storage';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const totalDelay = GET_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);

describe('api client: transient failures, session expiry, rate limits', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();
  const onNotFound = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(window, 'location', {
      value: { ...window.location, pathname: '/active-jobs', search: '?filter=2', assign },
      writable: true,
    });
    document.cookie = 'XSRF-TOKEN=abc';
    localStorage.setItem(StorageKey.token, 'secret');
    setApiHandlers({ onNotFound });
  });
  afterEach(() => {
    vi.useRealTimers();
    fetchMock.mockReset();
    assign.mockReset();
    onNotFound.mockReset();
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('retries a GET after a 503 and a network failure, then succeeds without leaving the page', async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { message: 'Service Unavailable' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { data: [1] }));
    const result = api.get('/orders');
    await vi.advanceTimersByTimeAsync(totalDelay);
    await expect(result).resolves.toEqual({ data: [1] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('goes to /not-found with the status once the retries of a 502 are spent', async () => {
    fetchMock.mockImplementation(async () => json(502, { message: 'Bad Gateway' }));
    const result = api.get('/orders').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(totalDelay);
    expect(await result).toMatchObject({ status: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(GET_RETRY_DELAYS_MS.length + 1);
    expect(onNotFound).toHaveBeenCalledWith(502);
    expect(lastFailedStatus()).toBe(502);
  });

  it('does not retry a 404 (not-found says "not found") nor a write', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Not found.' }));
    await expect(api.get('/orders/9')).rejects.toMatchObject({ status: 404 });
    expect(lastFailedStatus()).toBe(404);
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Service Unavailable' }));
    await expect(api.post('/orders', {})).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns an unreachable server into an ApiError the list can show with Retry', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = api.get('/orders').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(totalDelay);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: NETWORK_ERROR });
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('remembers the page with its query and says the session expired on "Unauthenticated."', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    await expect(api.get('/active-jobs')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.lastLocation)).toBe('/active-jobs?filter=2');
    expect(sessionStorage.getItem(SESSION_EXPIRED_KEY)).toBe('1');
    expect(assign).toHaveBeenCalledWith('/login');
    expect(sessionHasExpired()).toBe(true);
    forgetSessionExpired();
    expect(sessionHasExpired()).toBe(false);
  });

  it('reads how long to wait from a 429: body, then header, then the message', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many attempts.', retry_after: 42 }));
    await expect(api.post('/auth/web-login', {})).rejects.toMatchObject({ status: 429, retryAfter: 42 });
    fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many attempts.' }, { 'retry-after': '17' }));
    await expect(api.post('/auth/web-login', {})).rejects.toMatchObject({ retryAfter: 17 });
    fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many attempts. Please try again in 58 seconds.' }));
    await expect(api.post('/auth/web-login', {})).rejects.toMatchObject({ retryAfter: 58 });
    expect(retryAfterSeconds(null, null, 'Slow down.')).toBeUndefined();
  });
});
