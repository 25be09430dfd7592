import { useEffect, useRef, useState } from 'react';
import { sharePosition } from '../api/share-position';

export type SharingState = 'off' | 'starting' | 'sharing' | 'denied' | 'unsupported';

/** at most one report a minute: enough for the customer's map, easy on the battery and the server */
const MIN_INTERVAL_MS = 60_000;

const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * While `active` (the load is in transport), watches the phone's position and reports it: each of the load's
 * cars moves there on the customer's map. Stops when the load is delivered or the page closes.
 */
export const useSharePosition = (loadId: number, active: boolean): SharingState => {
  // what the position watch last said, for the load it was about
  const [watched, setWatched] = useState<{ loadId: number; state: 'sharing' | 'denied' } | null>(null);
  const last = useRef(0);
  const on = active && supported();
  useEffect(() => {
    if (!on) return;
    const watch = navigator.geolocation.watchPosition(
      (pos) => {
        setWatched({ loadId, state: 'sharing' });
        const now = Date.now();
        if (now - last.current < MIN_INTERVAL_MS) return;
        last.current = now;
        sharePosition(loadId, { lat: pos.coords.latitude, lng: pos.coords.longitude }).catch(() => {
          last.current = 0; // try again with the next position
        });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setWatched({ loadId, state: 'denied' });
      },
      { enableHighAccuracy: false, maximumAge: 30_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [loadId, on]);
  if (!active) return 'off';
  if (!supported()) return 'unsupported';
  return watched?.loadId === loadId ? watched.state : 'starting';
};
