export * from './bids.schemas.js';
