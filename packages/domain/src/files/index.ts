export * from './files-responses.js';
