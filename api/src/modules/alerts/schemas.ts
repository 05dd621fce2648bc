// The alert settings' shapes and defaults are the contract's (@coloc/contract/alerts); this file
// keeps the names the module's files import.
export * from '@coloc/contract/alerts/limits';
export * from '@coloc/contract/alerts/schemas';
