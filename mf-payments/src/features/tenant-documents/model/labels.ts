// Keys of the texts for values the API sends as free strings (lease status, document category).
import type { TenantDocumentCategory } from '@coloc/shared';

const LEASE_STATUSES = ['draft', 'sent', 'accepted', 'cancelled'] as const;
export type LeaseStatusKey = (typeof LEASE_STATUSES)[number];

export function leaseStatusKey(status: string): LeaseStatusKey | null {
  return (LEASE_STATUSES as readonly string[]).includes(status) ? (status as LeaseStatusKey) : null;
}

const HOME_CATEGORIES = ['titre', 'assurance', 'diagnostic', 'bail', 'etat_des_lieux', 'reglement', 'facture', 'autre'] as const;
export type HomeCategoryKey = (typeof HOME_CATEGORIES)[number];

/** An unknown category reads as « Autre ». */
export function homeCategoryKey(category: string): HomeCategoryKey {
  return (HOME_CATEGORIES as readonly string[]).includes(category) ? (category as HomeCategoryKey) : 'autre';
}

export type FileCategoryKey = TenantDocumentCategory;
