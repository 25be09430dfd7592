import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { RouteMapProps } from './route-map.types';

export type { MapPoint, RouteMapProps } from './route-map.types';

// Leaflet is heavy: it loads with the map, not with the page.
const LazyRouteMap = lazy(() => import('./route-map'));

/** The route map, loaded on demand, with a placeholder of its size until then. */
export const RouteMap = (props: RouteMapProps) => (
  <Suspense fallback={<Skeleton h={props.height ?? 280} radius="md" />}>
    <LazyRouteMap {...props} />
  </Suspense>
);
