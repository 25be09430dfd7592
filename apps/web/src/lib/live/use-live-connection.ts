import { useEffect } from 'react';
import type { LiveTicket } from '@routier/domain';
import { api } from '../api-client';
import { queryClient } from '../query-client';
import { createLiveConnection } from './connection';
import { emitLiveEvent } from './live-events';

const START_DELAY_MS = 1_000;

const socketUrl = (ticket: string) => {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/live?ticket=${encodeURIComponent(ticket)}`;
};

/**
 * After a reconnection: the header counters hear their events again, and every query on screen refetches (an
 * order page, a job, a list), so nothing missed while away stays stale.
 */
const catchUp = () => {
  emitLiveEvent({ kind: 'notifications' });
  emitLiveEvent({ kind: 'offers' });
  void queryClient.invalidateQueries({ refetchType: 'active' });
};

/** The signed-in user's live channel, open while the app shell is mounted (closed on sign out). */
export const useLiveConnection = (enabled: boolean) => {
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    const connection = createLiveConnection({
      getTicket: async () => (await api.post<LiveTicket>('/live/ticket', undefined, { silent: true })).ticket,
      openSocket: (url) => new WebSocket(url),
      socketUrl,
      onEvent: emitLiveEvent,
      onCatchUp: catchUp,
    });
    // after the page's own first requests: the channel is not what the reader waits for
    const timer = setTimeout(connection.start, START_DELAY_MS);
    const online = () => connection.retryNow();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      connection.stop();
    };
  }, [enabled]);
};
