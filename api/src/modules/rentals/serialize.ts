import type { HomeDocumentObject, LeaseObject, RentPaymentObject, TenancyObject } from '@coloc/contract/rentals/schemas';
import { DOCUMENT_CATEGORIES, type DocumentCategoryValue } from '@coloc/contract/rentals/limits';
import { toBool } from '../../db';
import type { HomeDocumentRow, LeaseRow, RentPaymentRow, TenancyRow } from '../../db/types';
import { shortName, type PersonRow } from './people';

/** Rows as the contract's answers (pure: whatever they need from other rows is passed in). */

export function toTenancy(row: TenancyRow): TenancyObject {
  return {
    id: row.id,
    home_id: row.home_id,
    room_id: row.room_id,
    tenant_user_id: row.tenant_user_id,
    tenant_name: row.tenant_name,
    tenant_email: row.tenant_email,
    start_date: row.start_date,
    end_date: row.end_date,
    rent: row.rent,
    charges: row.charges,
    deposit: row.deposit,
    status: row.status,
  };
}

export function toRentPayment(row: RentPaymentRow): RentPaymentObject {
  return {
    id: row.id,
    tenancy_id: row.tenancy_id,
    period: row.period,
    amount_due: row.amount_due,
    amount_received: row.amount_received,
    received_on: row.received_on,
  };
}

export function isCategory(value: string): value is DocumentCategoryValue {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

export function toHomeDocument(row: HomeDocumentRow, uploader: PersonRow | undefined): HomeDocumentObject {
  return {
    id: row.id,
    home_id: row.home_id,
    title: row.title,
    category: isCategory(row.category) ? row.category : 'autre',
    shared: toBool(row.shared),
    mime: row.mime,
    bytes: row.bytes,
    uploaded_by: uploader ? shortName(uploader) : 'Utilisateur supprimé',
    created_at: row.created_at,
    download_url: `/api/documents/${row.id}/download`,
  };
}

export function toLease(
  row: LeaseRow,
  tenant: { id: number; first_name: string; name: string } | undefined,
  canAccept: boolean,
): LeaseObject {
  return {
    id: row.id,
    home_id: row.home_id,
    kind: row.kind,
    room_id: row.room_id,
    start_date: row.start_date,
    duration_months: row.duration_months,
    rent: row.rent,
    charges: row.charges,
    deposit: row.deposit,
    furnished: toBool(row.furnished),
    special_terms: row.special_terms,
    status: row.status,
    tenant: { user_id: tenant?.id ?? null, email: row.tenant_email, first_name: tenant?.first_name ?? null, name: tenant?.name ?? null },
    landlord_accepted_at: row.landlord_accepted_at,
    tenant_accepted_at: row.tenant_accepted_at,
    created_at: row.created_at,
    pdf_url: `/api/leases/${row.id}/pdf`,
    can_accept: canAccept,
  };
}
