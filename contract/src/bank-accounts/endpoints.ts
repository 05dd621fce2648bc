// Where the bank-account and SCA routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const BANK_ACCOUNTS_ENDPOINTS = {
  'bankAccounts.create': { method: 'POST', path: '/bank_accounts' },
  'bankAccounts.list': { method: 'GET', path: '/bank_accounts' },
  'bankAccounts.scaReturn': { method: 'POST', path: '/bank_accounts/:id/sca' },
  'bankAccounts.delete': { method: 'DELETE', path: '/bank_accounts/:id' },
  'bankAccounts.scaStatus': { method: 'GET', path: '/sca-status' },
  'bankAccounts.enrollSca': { method: 'POST', path: '/:provider/enroll-sca' },
  'bankAccounts.confirmEnrollSca': { method: 'POST', path: '/:provider/enroll-sca/confirm' },
} as const satisfies Record<`bankAccounts.${string}`, Endpoint>;
