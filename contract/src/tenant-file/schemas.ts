// Wire shapes of the tenant file (« Mon dossier »), its documents, the rent guarantee and the share
// link an owner opens without signing in (issue 7). The API validates, serialises and documents
// with them; `@coloc/shared` exports their static types to the screens.
import { Type, type Static } from 'typebox';
import { Nullable, OrNull, OrNullEnum } from '../common/schemas';
import { DOCUMENT_CATEGORIES, EMPLOYMENT_STATUS_IDS, EMPLOYMENT_STATUSES, MAX_MONTHLY_INCOME_CENTS } from './limits';

const Category = Type.Enum([...DOCUMENT_CATEGORIES], { description: "identity (pièce d'identité), income (revenus), employment (activité), address (domicile), other" });
const GuaranteeStatusSchema = Type.Enum(['none', 'requested', 'accepted', 'refused']);

export const TenantDocumentSchema = Type.Object(
  {
    id: Type.Integer(),
    category: Category,
    title: Type.String(),
    mime: Type.String({ description: 'Type reconnu au contenu : application/pdf, image/jpeg ou image/png' }),
    bytes: Type.Integer(),
    created_at: Type.String(),
  },
  { description: 'Document du dossier locataire' },
);
export type TenantDocument = Static<typeof TenantDocumentSchema>;

export const TenantFileSchema = Type.Object(
  {
    status: Type.Enum(['draft', 'confirmed']),
    complete: Type.Boolean({ description: 'Situation renseignée et au moins un document identity, income et employment' }),
    missing: Type.Array(Category, { description: 'Catégories obligatoires sans document' }),
    employment_status: Nullable(Type.String()),
    monthly_income_cents: Nullable(Type.Integer()),
    documents: Type.Array(TenantDocumentSchema),
    guarantee: Type.Object({
      status: GuaranteeStatusSchema,
      max_rent_cents: Nullable(Type.Integer({ description: 'Loyer mensuel charges comprises couvert au plus' })),
      reason: Nullable(Type.String({ description: "Motif d'un refus" })),
      requested_at: Nullable(Type.String()),
      decided_at: Nullable(Type.String()),
    }),
    confirmed_at: Nullable(Type.String()),
    share: Nullable(
      Type.Object({
        url: Type.String(),
        created_at: Type.String(),
        views: Type.Integer({ description: 'Nombre de consultations du dossier par ce lien' }),
        last_viewed_at: Nullable(Type.String()),
      }),
    ),
  },
  { description: 'Dossier locataire (« Mon dossier ») et garantie de loyer' },
);
export type TenantFile = Static<typeof TenantFileSchema>;

export const SituationBody = Type.Object(
  {
    employment_status: Type.Optional(
      OrNullEnum(EMPLOYMENT_STATUS_IDS, {
        description: `Situation professionnelle : ${Object.entries(EMPLOYMENT_STATUSES)
          .map(([id, label]) => `${id} (${label})`)
          .join(', ')}`,
      }),
    ),
    monthly_income_cents: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: MAX_MONTHLY_INCOME_CENTS, description: 'Revenus mensuels nets, en centimes' }))),
  },
  { additionalProperties: false },
);
export type SituationInput = Static<typeof SituationBody>;

export const ConfirmBody = Type.Object(
  { sworn_statement: Type.Boolean({ description: "Déclaration sur l'honneur de l'exactitude du dossier : doit valoir true" }) },
  { additionalProperties: false },
);

export const DocumentIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const TokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$', description: 'Jeton du lien de partage' }) });
export const TokenDocumentParams = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const SharedTenantFileSchema = Type.Object(
  {
    display_name: Type.String({ description: 'Prénom et initiale du nom' }),
    status: Type.Enum(['draft', 'confirmed']),
    complete: Type.Boolean(),
    confirmed_at: Nullable(Type.String()),
    employment_label: Nullable(Type.String()),
    income_bracket: Nullable(Type.String({ description: 'Tranche de revenus mensuels, jamais le montant exact' })),
    guarantee: Type.Object({
      status: GuaranteeStatusSchema,
      max_rent_cents: Nullable(Type.Integer()),
      decided_at: Nullable(Type.String()),
    }),
    documents: Type.Array(
      Type.Object({
        id: Type.Integer(),
        category: Category,
        title: Type.String(),
        mime: Type.String(),
        bytes: Type.Integer(),
        created_at: Type.String(),
        download_url: Type.String({ description: 'Téléchargement filigrané' }),
      }),
    ),
    shared_at: Type.String(),
  },
  { description: "Dossier locataire vu par un propriétaire à travers un lien de partage (sans e-mail, téléphone ni adresse)" },
);
export type SharedTenantFile = Static<typeof SharedTenantFileSchema>;

export const OwnDocumentFileSchema = Type.Unknown({ description: 'Le fichier, en pièce jointe' });
export const SharedDocumentFileSchema = Type.Unknown({ description: 'Le document filigrané, en pièce jointe' });
