export * from './place.js';
export * from './place-types.js';
export * from './fold-text.js';
export * from './postal-code.js';
export * from './province-names.js';
export * from './address-query.js';
export * from './place-label.js';
export * from './geo-responses.js';
