export * from './province-taxes.js';
export { TAX_RATES, taxRateOn, type TaxJurisdiction, type TaxRate } from './tax-rates.js';
