import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable, OrNull } from '../../../lib/schemas';
import { HomeIdParams } from '@coloc/contract/homes/schemas';
import { DIAGNOSTIC_KINDS } from '../diagnostics-rules';
import { IsoDate } from './common';

export const DiagnosticSchema = Type.Object(
  {
    kind: Type.Enum([...DIAGNOSTIC_KINDS]),
    label: Type.String(),
    hint: Type.String({ description: 'Pourquoi et quand il est exigé' }),
    required: Type.Boolean(),
    performed_on: Nullable(Type.String({ description: 'AAAA-MM-JJ' })),
    valid_until: Nullable(Type.String({ description: "AAAA-MM-JJ ; null : sans limite de validité (ou pas encore fait)" })),
    state: Type.Enum(['missing', 'valid', 'expiring', 'expired', 'not_required'], { description: 'expiring : expire dans les 90 jours' }),
    document_id: Nullable(Type.Integer()),
  },
  { description: 'Diagnostic' },
);
export type DiagnosticObject = Static<typeof DiagnosticSchema>;

export const DiagnosticParams = Type.Intersect([
  HomeIdParams,
  Type.Object({ kind: Type.Enum([...DIAGNOSTIC_KINDS]) }),
]);

export const DiagnosticInputBody = Type.Object(
  {
    performed_on: IsoDate('Pas dans le futur, pas avant 1990'),
    document_id: Type.Optional(OrNull(Type.Integer({ minimum: 1, description: 'Un document du même logement' }))),
  },
  { additionalProperties: false },
);
