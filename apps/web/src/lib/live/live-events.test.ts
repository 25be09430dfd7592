import { describe, expect, it } from 'vitest';
import { emitLiveEvent, subscribeLiveEvent } from './live-events';

describe('live events', () => {
  it('reaches the listeners of its kind only, until they unsubscribe', () => {
    const seen: number[] = [];
    const stop = subscribeLiveEvent('order', (event) => seen.push(event.orderId));
    const stopOffers = subscribeLiveEvent('offers', () => seen.push(-1));
    emitLiveEvent({ kind: 'order', orderId: 7 });
    stop();
    emitLiveEvent({ kind: 'order', orderId: 8 });
    stopOffers();
    expect(seen).toEqual([7]);
  });
});
