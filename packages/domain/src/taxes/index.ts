export * from './province-taxes.js';
