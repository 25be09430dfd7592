export * from './issue-reports.schemas.js';
export * from './order-requests.schemas.js';
export * from './order-requests.types.js';
export * from './request-rules.js';
