export * from './money.js';
export * from './business-rules.js';
export * from './insurance-rules.js';
export * from './business-details.schemas.js';
export * from './accounts.types.js';
export * from './order-filters.js';
export * from './accounts-responses.js';
