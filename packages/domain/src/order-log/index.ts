export * from './order-log.schemas.js';
export * from './order-log.types.js';
export * from './order-log-responses.js';
