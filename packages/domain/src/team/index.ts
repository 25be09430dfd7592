export * from './team.constants.js';
export * from './team.schemas.js';
export * from './team.types.js';
export * from './driver-status.js';
