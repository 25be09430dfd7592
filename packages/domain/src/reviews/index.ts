export * from './reviews.schemas.js';
export * from './reviews.types.js';
export * from './review-responses.js';
export * from './reviewer-name.js';
export * from './rating-stats.js';
