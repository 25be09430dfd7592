export * from './address-autocomplete';
export * from './address-field';
export { usePlaceSearch, PLACE_SEARCH_DELAY_MS } from './use-place-search';
