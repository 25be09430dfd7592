export * from './card.js';
export * from './checkout.schemas.js';
export * from './checkout-responses.js';
