export * from './invoice-number.js';
export * from './invoice-amounts.js';
export * from './billing.schemas.js';
export * from './billing-responses.js';
export * from './fuel-fee-claims.js';
export * from './fuel-fee-claim-responses.js';
