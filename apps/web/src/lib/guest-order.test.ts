import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { clearGuestStorage, readGuestOrder, wizardCall, writeGuestOrder } from './guest-order';
import { StorageKey } from './storage';
import { mockApi } from '../test/mock-api';

mockApi();

const guest = { orderId: 7, hash: 'a'.repeat(64) };

describe('guest order access', () => {
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends a customer call unchanged, and a guest call to its /guests path with the hash', async () => {
    await wizardCall(null, ['POST', '/cars/batch-edit/7'], ['PUT', '/orders/cars/7'], { cars: [] });
    expect(api.post).toHaveBeenCalledWith('/cars/batch-edit/7', { cars: [] });
    await wizardCall(guest, ['POST', '/cars/batch-edit/7'], ['PUT', '/orders/cars/7'], { cars: [] });
    expect(api.put).toHaveBeenCalledWith('/guests/orders/cars/7', { cars: [] }, { query: { hash: guest.hash } });
    await wizardCall(guest, ['GET', '/orders/7'], ['GET', '/orders/7'], undefined, { silent: true });
    expect(api.get).toHaveBeenCalledWith('/guests/orders/7', { silent: true, query: { hash: guest.hash } });
  });

  it('keeps the order, hash and step in the session, and clears everything but the language when done', () => {
    writeGuestOrder({ ...guest, step: 3 });
    expect(readGuestOrder()).toEqual({ ...guest, step: 3 });
    localStorage.setItem(StorageKey.lang, 'fr');
    localStorage.setItem('routier.other', 'x');
    clearGuestStorage();
    expect(readGuestOrder()).toBeNull();
    expect(localStorage.getItem(StorageKey.lang)).toBe('fr');
    expect(localStorage.getItem('routier.other')).toBeNull();
  });

  it('ignores a damaged session value', () => {
    sessionStorage.setItem('routier.guestOrder', '{not json');
    expect(readGuestOrder()).toBeNull();
  });
});
