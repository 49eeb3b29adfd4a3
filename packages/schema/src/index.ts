export * from './permissions.js';
export * from './modules.js';
export * from './messages.js';
export * from './constants.js';
export * from './routes.js';
export * from './validators/index.js';
export * from './dto.js';
