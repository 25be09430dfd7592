export * from './quote-rules.js';
export * from './auto-dispatch.schemas.js';
export * from './auto-dispatch-responses.js';
export * from './wizard.js';
