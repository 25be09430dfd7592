import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** The tile server (VITE_TILE_URL); read here rather than through config/env, which would bring zod along. */
const TILE_URL = (import.meta.env.VITE_TILE_URL as string | undefined) ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

type Point = { lat: number; lng: number; label: string };

const marker = (color: string) =>
  L.divIcon({
    className: '',
    html: `<span style="display:block;width:18px;height:18px;border-radius:50%;background:${color};border:3px solid #fff;box-shadow:0 0 0 1px #333"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });

/**
 * The pickup and destination on a map with a line between them. Loaded on demand (Leaflet stays out of the
 * page's bundle); markers are drawn as divs, so the map stays readable on grey when no tile loads (offline).
 */
export const RouteMap = ({ from, to, label }: { from: Point; to: Point; label: string }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { zoomControl: true, scrollWheelZoom: false, maxZoom: 12, attributionControl: true });
    L.tileLayer(TILE_URL, { maxZoom: 12, attribution: '© OpenStreetMap' }).addTo(map);
    L.marker([from.lat, from.lng], { icon: marker('#1c7ed6'), title: from.label, alt: from.label }).addTo(map);
    L.marker([to.lat, to.lng], { icon: marker('#e8590c'), title: to.label, alt: to.label }).addTo(map);
    L.polyline(
      [
        [from.lat, from.lng],
        [to.lat, to.lng],
      ],
      { color: '#1c5aaf', weight: 3, dashArray: '6 6' },
    ).addTo(map);
    map.fitBounds(L.latLngBounds([from.lat, from.lng], [to.lat, to.lng]), { padding: [30, 30] });
    return () => {
      map.remove();
    };
  }, [from.lat, from.lng, from.label, to.lat, to.lng, to.label]);
  return (
    <Box component="section" aria-label={label}>
      <Box ref={box} h={240} bg="gray.2" style={{ borderRadius: 8, zIndex: 0 }} />
    </Box>
  );
};
