import type { FeatureRoutes } from '../../app-deps.js';

export const geoRoutes: FeatureRoutes = () => {};
