import type { MantineStyleProps } from '@mantine/core';

export type MapPoint = { lat: number; lng: number; label: string };

export type RouteMapProps = {
  /** the pickup (pin A); null while it is not chosen yet */
  from: MapPoint | null;
  /** the destination (pin B) */
  to: MapPoint | null;
  /** cars on the road: their last reported position */
  cars?: MapPoint[];
  /** accessible name of the map */
  label: string;
  /** the closest zoom when fitting both ends (9 where coordinates are rounded to a town) */
  fitMaxZoom?: number;
  height?: MantineStyleProps['h'];
  testId?: string;
};
