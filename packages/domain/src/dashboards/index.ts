export * from './month-range.js';
export * from './delta.js';
export * from './dashboards.schemas.js';
export * from './dashboard-responses.js';
