export * from './offer-visibility.js';
export * from './insurance.js';
export * from './available-dates.js';
export * from './offers.schemas.js';
export * from './offer-responses.js';
