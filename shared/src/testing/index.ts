// Test kit for the front-end packages (jest + Testing Library): a fake API, users, a router.
// Import from '@coloc/shared/testing' in tests only; it is never part of a bundle.
export * from './http';
export * from './users';
export * from './searches';
export * from './render';
export * from './widgets';
