export * from './notification-types.js';
export * from './notification-titles.js';
export * from './unread.js';
export * from './notifications.schemas.js';
export * from './notification-responses.js';
