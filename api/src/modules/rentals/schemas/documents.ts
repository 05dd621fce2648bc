import { Type, type Static } from '@fastify/type-provider-typebox';
import { RENTAL_LIMITS } from './common';

export const DOCUMENT_CATEGORIES = ['titre', 'assurance', 'diagnostic', 'bail', 'etat_des_lieux', 'reglement', 'facture', 'autre'] as const;
export type DocumentCategoryValue = (typeof DOCUMENT_CATEGORIES)[number];

/** Same value as DOCUMENT_MAX_BYTES of the shared contract: accepted uploads are strictly smaller. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MIMES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const Category = Type.Enum([...DOCUMENT_CATEGORIES]);

export const HomeDocumentSchema = Type.Object(
  {
    id: Type.Integer(),
    home_id: Type.Integer(),
    title: Type.String(),
    category: Category,
    shared: Type.Boolean({ description: 'Visible des locataires dans « Ma co-location »' }),
    mime: Type.String(),
    bytes: Type.Integer(),
    uploaded_by: Type.String(),
    created_at: Type.String(),
    download_url: Type.String(),
  },
  { description: 'Document du logement' },
);
export type HomeDocumentObject = Static<typeof HomeDocumentSchema>;

export const DocumentPatchBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: RENTAL_LIMITS.titleMin, maxLength: RENTAL_LIMITS.titleMax })),
    shared: Type.Optional(Type.Boolean()),
    category: Type.Optional(Category),
  },
  { additionalProperties: false },
);
