export * from './documents.js';
export * from './format.js';
export * from './fields.js';
