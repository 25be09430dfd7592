export * from './quote-rules.js';
export * from './auto-dispatch.schemas.js';
export * from './auto-dispatch.types.js';
export * from './wizard.js';
