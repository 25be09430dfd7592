export * from './users.js';
export * from './business-details.js';
export * from './tokens.js';
export * from './mails.js';
export * from './orders.js';
export * from './team.js';
export * from './rate-limits.js';
export * from './car-files.js';
