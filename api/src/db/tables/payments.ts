// Tables of modules/payments (migration 009): subscriptions' new columns, payments, provider
// notifications, invoices, referral rewards. Filled in by the payments module.
export interface PaymentsTables {}
