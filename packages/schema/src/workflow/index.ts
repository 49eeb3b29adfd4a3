export * from './model.js';
export * from './rules.js';
export * from './deadline.js';
export * from './links.js';
export * from './forms.js';
