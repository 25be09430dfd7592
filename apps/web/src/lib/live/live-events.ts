import type { LiveEvent } from '@routier/domain';
import { useEffect, useRef } from 'react';

type Kind = LiveEvent['kind'];
type Handler<K extends Kind> = (event: Extract<LiveEvent, { kind: K }>) => void;

const handlers = new Map<Kind, Set<(event: LiveEvent) => void>>();

/** Hands an event that arrived on the live channel to every component listening for its kind. */
export const emitLiveEvent = (event: LiveEvent): void => {
  for (const handler of handlers.get(event.kind) ?? []) handler(event);
};

/** Subscribes one kind of event while the component is mounted (the latest handler is always used). */
export const subscribeLiveEvent = <K extends Kind>(kind: K, handler: Handler<K>): (() => void) => {
  const wrapped = handler as (event: LiveEvent) => void;
  const set = handlers.get(kind) ?? new Set();
  handlers.set(kind, set);
  set.add(wrapped);
  return () => set.delete(wrapped);
};

export const useLiveEvent = <K extends Kind>(kind: K, handler: Handler<K>): void => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveEvent(kind, (event) => latest.current(event)), [kind]);
};
