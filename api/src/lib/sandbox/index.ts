// What the built-in sandbox providers (payments, e-signatures) share: their signed notification,
// their sessions' ids and one-time codes, and their French pages.
export * from './notification';
export * from './pages';
export * from './secret';
export * from './sessions';
