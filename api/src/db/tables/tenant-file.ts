// Tables of modules/tenant-file (migration 011): the tenant file, its documents, the guarantee and share links.
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = string;

/** One per seeker, made empty on first read. The rent guarantee lives on the same row (one request at a time). */
export interface TenantFilesTable {
  id: Generated<number>;
  user_id: number;
  /** 'draft' | 'confirmed' (TenantFileStatus). */
  status: ColumnType<string, string | undefined, string>;
  /** An id of EMPLOYMENT_STATUSES (modules/tenant-file/rules.ts), null until given. */
  employment_status: string | null;
  monthly_income_cents: number | null;
  confirmed_at: Timestamp | null;
  /** 'none' | 'requested' | 'accepted' | 'refused' (GuaranteeStatus). */
  guarantee_status: ColumnType<string, string | undefined, string>;
  guarantee_max_rent_cents: number | null;
  /** French reason of a refusal. */
  guarantee_reason: string | null;
  guarantee_requested_at: Timestamp | null;
  guarantee_decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Files under DATA_DIR/documents/tenant-files/<user id>/, never served directly. */
export interface TenantDocumentsTable {
  id: Generated<number>;
  user_id: number;
  /** 'identity' | 'income' | 'employment' | 'address' | 'other'. */
  category: string;
  title: string;
  /** Relative to DATA_DIR. */
  file: string;
  /** Sniffed from the bytes: application/pdf, image/jpeg or image/png. */
  mime: string;
  bytes: number;
  created_at: Timestamp;
}

/**
 * Share links. The token itself is never stored: token_hash (sha256) finds the link, and the
 * tenant's page rebuilds the URL from `nonce` with the installation's secret (share-links.ts).
 * A revoked or replaced link keeps its row (revoked_at) so that it answers « lien révoqué ».
 */
export interface TenantFileSharesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  nonce: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Every opening of a shared file ('view') and every document downloaded through it ('download'). */
export interface TenantFileShareViewsTable {
  id: Generated<number>;
  share_id: number;
  kind: string;
  document_id: number | null;
  viewed_at: Timestamp;
}

export interface TenantFileTables {
  tenant_files: TenantFilesTable;
  tenant_documents: TenantDocumentsTable;
  tenant_file_shares: TenantFileSharesTable;
  tenant_file_share_views: TenantFileShareViewsTable;
}

export type TenantFileRow = Selectable<TenantFilesTable>;
export type TenantDocumentRow = Selectable<TenantDocumentsTable>;
export type TenantFileShareRow = Selectable<TenantFileSharesTable>;
