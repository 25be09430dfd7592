export * from './rates.js';
export * from './rate-card.js';
export * from './price-quote.js';
export * from './carrier-price.js';
