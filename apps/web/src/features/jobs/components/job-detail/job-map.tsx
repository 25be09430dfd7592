import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';
import { env } from '../../../../config/env';

type Point = { lat: number; lng: number; label: string };
export type JobMapProps = { from: Point; to: Point; cars: Point[]; title: string };

const MAX_ZOOM = 12;

/**
 * Pickup, destination and each car's last position. Circle markers need no images (Leaflet's default icon
 * breaks under the bundler); offline, the markers and the line still show on the grey background.
 */
const JobMap = ({ from, to, cars, title }: JobMapProps) => {
  const a: LatLngTuple = [from.lat, from.lng];
  const b: LatLngTuple = [to.lat, to.lng];
  return (
    <section
      aria-label={title}
      // its own stacking context: Leaflet's panes (z-index 400–1000) stay under dialogs
      style={{ height: 280, borderRadius: 8, overflow: 'hidden', background: '#e9ecef', isolation: 'isolate' }}
    >
      <MapContainer
        bounds={[a, b, ...cars.map((c): LatLngTuple => [c.lat, c.lng])]}
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
        {cars.map((car) => (
          <CircleMarker
            key={car.label}
            center={[car.lat, car.lng]}
            radius={7}
            pathOptions={{ color: '#fff', weight: 2, fillColor: '#1c5aaf', fillOpacity: 1 }}
          >
            <Tooltip>{car.label}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </section>
  );
};

export default JobMap;
