export * from './documents.js';
export * from './format.js';
export * from './decimal.js';
export * from './dates.js';
// The zod fields are their own entry point, '@balcao/schema/fields', so that importing a message
// or a permission never brings zod into a browser bundle.
export * from './issues.js';
