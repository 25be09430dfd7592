import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';
import { env } from '../../../config/env';

export type OfferMapProps = {
  from: { lat: number; lng: number; label: string };
  to: { lat: number; lng: number; label: string };
  /** accessible name of the map */
  title: string;
};

const MAX_ZOOM = 9;

/**
 * Both ends of an offer (coordinates rounded by the API: a town, not a street). Circle markers need no images;
 * without tiles (offline) the markers and the line still show on the grey background.
 */
const OfferMap = ({ from, to, title }: OfferMapProps) => {
  const a: LatLngTuple = [from.lat, from.lng];
  const b: LatLngTuple = [to.lat, to.lng];
  return (
    <section
      aria-label={title}
      style={{ height: 280, borderRadius: 8, overflow: 'hidden', background: '#e9ecef', isolation: 'isolate' }}
    >
      <MapContainer
        bounds={[a, b]}
        boundsOptions={{ padding: [32, 32], maxZoom: MAX_ZOOM }}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={false}
        keyboard={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={env.VITE_TILE_URL} attribution="&copy; OpenStreetMap contributors" />
        <Polyline positions={[a, b]} pathOptions={{ color: '#1c5aaf', weight: 3, dashArray: '6 6' }} />
        <CircleMarker center={a} radius={9} pathOptions={{ color: '#fff', weight: 2, fillColor: '#2f9e44', fillOpacity: 1 }}>
          <Tooltip>{from.label}</Tooltip>
        </CircleMarker>
        <CircleMarker center={b} radius={9} pathOptions={{ color: '#fff', weight: 2, fillColor: '#e03131', fillOpacity: 1 }}>
          <Tooltip>{to.label}</Tooltip>
        </CircleMarker>
      </MapContainer>
    </section>
  );
};

export default OfferMap;
