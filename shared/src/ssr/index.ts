export * from './types';
export * from './hydration';
