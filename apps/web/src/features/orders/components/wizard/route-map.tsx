import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { env } from '../../../../config/env';

type Point = { lat: number; lng: number; label: string } | null;

const CANADA: L.LatLngExpression = [56, -96];
/** Spec: default zoom 3, max zoom 12. */
const DEFAULT_ZOOM = 3;
const MAX_ZOOM = 12;

/** A coloured pin drawn in CSS: Leaflet's default marker images are broken under Vite. */
const pin = (color: string, letter: string) =>
  L.divIcon({
    className: '',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    html: `<div style="width:28px;height:28px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center"><span style="transform:rotate(45deg);color:#fff;font:700 12px sans-serif">${letter}</span></div>`,
  });

/**
 * The pickup (A) and destination (B) on a map with a straight line between them. Tiles come from
 * VITE_TILE_URL; without them (offline) the markers and line still show on a grey background.
 */
export const RouteMap = ({ from, to }: { from: Point; to: Point }) => {
  const { t } = useTranslation();
  const node = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!node.current) return;
    const m = L.map(node.current, { center: CANADA, zoom: DEFAULT_ZOOM, maxZoom: MAX_ZOOM, scrollWheelZoom: false });
    L.tileLayer(env.VITE_TILE_URL, { maxZoom: MAX_ZOOM, attribution: '© OpenStreetMap contributors' }).addTo(m);
    // The Leaflet credit is a link that only colour tells apart from the text around it (axe: link-in-text-block).
    m.attributionControl.setPrefix(false);
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points = [from && { ...from, icon: pin('#1c7ed6', 'A') }, to && { ...to, icon: pin('#e8590c', 'B') }].filter(
      (p): p is NonNullable<typeof p> => Boolean(p),
    );
    for (const p of points) L.marker([p.lat, p.lng], { icon: p.icon, title: p.label, alt: p.label }).addTo(group);
    if (points.length === 2) {
      L.polyline(
        points.map((p) => [p.lat, p.lng] as L.LatLngTuple),
        { color: '#1c7ed6', weight: 3, dashArray: '6 6' },
      ).addTo(group);
      m.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple)), { padding: [40, 40], maxZoom: 9 });
    } else if (points.length === 1) m.setView([points[0].lat, points[0].lng], 8);
    else m.setView(CANADA, DEFAULT_ZOOM);
  }, [from, to]);

  return (
    <Box
      ref={node}
      role="region"
      aria-label={t('wizard:addresses.map')}
      h={{ base: 220, sm: 300 }}
      style={{ borderRadius: 8, background: '#e9ecef', zIndex: 0 }}
      data-testid="route-map"
    />
  );
};
