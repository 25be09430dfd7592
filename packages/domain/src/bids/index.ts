export * from './bids.schemas.js';
export * from './bid-responses.js';
export * from './bid-facts.js';
