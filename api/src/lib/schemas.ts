import { ErrorSchema } from '@coloc/contract/common/schemas';

// The wire helpers live in the contract, beside the schemas that use them.
export { ErrorSchema, Nullable, OrNull, OrNullEnum } from '@coloc/contract/common/schemas';
export { MessageSchema } from '@coloc/contract/common/schemas';
export { EmailSchema } from '@coloc/contract/auth/schemas';

/** Documented on every route: all errors share one shape. */
export const errorResponses = {
  '4xx': ErrorSchema,
  '5xx': ErrorSchema,
} as const;

