export * from './team.constants.js';
export * from './team.schemas.js';
export * from './team-responses.js';
export * from './driver-status.js';
