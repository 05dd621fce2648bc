// Test data of the tenant's documents (imported by tests only).
import type { TenantDocumentsOverview } from '@coloc/shared';
import { makeReceipt } from '../../entities/receipts/testing';

export function makeOverview(extra: Partial<TenantDocumentsOverview> = {}): TenantDocumentsOverview {
  return {
    leases: [{ id: 4, home_name: 'Colocation des Pentes', start_date: '2025-09-01', status: 'accepted', pdf_url: '/api/leases/4/pdf' }],
    receipts: [makeReceipt({ rent_payment_id: 70, period: '2025-12', pdf_url: '/api/receipts/70/pdf' })],
    home_documents: [{ id: 3, title: 'Règlement intérieur de la colocation', category: 'reglement', created_at: '2025-08-20T10:00:00.000Z', url: '/api/documents/3/download' }],
    file_documents: [
      { id: 9, category: 'identity', title: "Carte d'identité", mime: 'application/pdf', bytes: 40960, created_at: '2026-01-10T10:00:00.000Z', download_url: '/api/tenant-file/documents/9' },
    ],
    ...extra,
  };
}
