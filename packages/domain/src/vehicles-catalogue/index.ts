export * from './vehicles-catalogue-responses.js';
