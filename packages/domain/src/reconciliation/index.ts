export * from './reconciliation-responses.js';
