export { createVinDecoder, createOfflineVinDecoder, createVpicVinDecoder, vinModelYear, type VinDecoder } from './decoder.js';
export { catalogueFor, CATALOGUE_FIRST_YEAR } from './catalogue.js';
