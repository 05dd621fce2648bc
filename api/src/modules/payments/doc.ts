// OpenAPI tags of the payments routes; their schemas are the contract's (@coloc/contract/payments).
export const TAGS = { subscriptions: ['payments'], invoices: ['invoices'], referral: ['referral'] } as const;
