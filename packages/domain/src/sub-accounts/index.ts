export * from './sub-accounts.constants.js';
export * from './sub-accounts.schemas.js';
export * from './sub-account-responses.js';
