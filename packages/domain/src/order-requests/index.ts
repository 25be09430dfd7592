export * from './issue-reports.schemas.js';
export * from './order-requests.schemas.js';
export * from './order-request-responses.js';
export * from './request-rules.js';
