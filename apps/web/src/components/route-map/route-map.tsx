import { useEffect, useRef } from 'react';
import { Box, type MantineStyleProp } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { RouteMapProps } from './route-map.types';

/** The tile server (VITE_TILE_URL); read here rather than through config/env, which would bring zod along. */
const TILE_URL = (import.meta.env.VITE_TILE_URL as string | undefined) ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const CANADA: L.LatLngTuple = [56, -96];
/** Spec: default zoom 3, max zoom 12. */
const DEFAULT_ZOOM = 3;
const MAX_ZOOM = 12;
const ROUTE_BLUE = '#1c5aaf';

/** A coloured pin drawn in CSS: Leaflet's default marker images are broken under the bundler. */
const pin = (color: string, letter: string) =>
  L.divIcon({
    className: '',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    html: `<div style="width:28px;height:28px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center"><span style="transform:rotate(45deg);color:#fff;font:700 12px sans-serif">${letter}</span></div>`,
  });

const box: MantineStyleProp = { borderRadius: 8, overflow: 'hidden', background: '#e9ecef', isolation: 'isolate' };

/**
 * The pickup (A) and the destination (B) with a dashed line between them, and each car on the road as a blue
 * circle. Tiles come from VITE_TILE_URL; without them (offline) the markers and the line still show on grey.
 * The view fits both ends when they change; the cars move without moving the view.
 */
export const RouteMap = ({ from, to, cars = [], label, fitMaxZoom = MAX_ZOOM, height = 280, testId }: RouteMapProps) => {
  const node = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const ends = useRef<L.LayerGroup | null>(null);
  const onTheRoad = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!node.current) return;
    const m = L.map(node.current, {
      center: CANADA,
      zoom: DEFAULT_ZOOM,
      maxZoom: MAX_ZOOM,
      scrollWheelZoom: false,
      keyboard: false,
    });
    L.tileLayer(TILE_URL, { maxZoom: MAX_ZOOM, attribution: '© OpenStreetMap contributors' }).addTo(m);
    // The Leaflet credit is a link that only colour tells apart from the text around it (axe: link-in-text-block).
    m.attributionControl.setPrefix(false);
    map.current = m;
    ends.current = L.layerGroup().addTo(m);
    onTheRoad.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  const a = from && ([from.lat, from.lng] as L.LatLngTuple);
  const b = to && ([to.lat, to.lng] as L.LatLngTuple);
  const key = JSON.stringify([from, to]);
  useEffect(() => {
    const m = map.current;
    const group = ends.current;
    if (!m || !group) return;
    group.clearLayers();
    const points = [
      from && a && { at: a, label: from.label, icon: pin('#1c7ed6', 'A') },
      to && b && { at: b, label: to.label, icon: pin('#e8590c', 'B') },
    ];
    const shown = points.filter((p): p is NonNullable<typeof p> => Boolean(p));
    for (const p of shown) L.marker(p.at, { icon: p.icon, title: p.label, alt: p.label, keyboard: false }).addTo(group);
    if (a && b) {
      L.polyline([a, b], { color: ROUTE_BLUE, weight: 3, dashArray: '6 6' }).addTo(group);
      m.fitBounds(L.latLngBounds([a, b, ...cars.map((c): L.LatLngTuple => [c.lat, c.lng])]), {
        padding: [32, 32],
        maxZoom: fitMaxZoom,
      });
    } else if (shown.length === 1) m.setView(shown[0].at, 8);
    else m.setView(CANADA, DEFAULT_ZOOM);
    // the view follows the ends only: a car's new position must not move it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, fitMaxZoom]);

  const carsKey = JSON.stringify(cars);
  useEffect(() => {
    const group = onTheRoad.current;
    if (!group) return;
    group.clearLayers();
    for (const car of cars) {
      L.circleMarker([car.lat, car.lng], { radius: 7, color: '#fff', weight: 2, fillColor: ROUTE_BLUE, fillOpacity: 1 })
        .bindTooltip(car.label)
        .addTo(group);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carsKey]);

  return (
    <Box component="section" aria-label={label} data-testid={testId} h={height} style={box}>
      <div ref={node} style={{ height: '100%', width: '100%' }} />
    </Box>
  );
};

export default RouteMap;
