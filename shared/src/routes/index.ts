export * from './types';
export * from './table';
export * from './match';
export * from './paths';
export * from './registration';
