import { Type, type Static } from '@fastify/type-provider-typebox';

export const REPORT_PERIODS = [30, 90, 365] as const;

export const ReportQuery = Type.Object(
  {
    // A typed enum: the query string's "90" is coerced to an integer before it is compared.
    days: Type.Optional(
      Type.Unsafe<(typeof REPORT_PERIODS)[number]>({ type: 'integer', enum: [...REPORT_PERIODS], default: 30, description: '30, 90 ou 365 jours' }),
    ),
  },
  { additionalProperties: false },
);

export const ReportPointSchema = Type.Object({
  day: Type.String({ description: 'AAAA-MM-JJ' }),
  views: Type.Integer(),
  contacts: Type.Integer(),
  matches: Type.Integer(),
});

export const AdvertReportSchema = Type.Object(
  {
    home_id: Type.Integer(),
    days: Type.Integer(),
    series: Type.Array(ReportPointSchema, { description: 'Un point par jour, du plus ancien à aujourd’hui, zéros compris' }),
    totals: Type.Object({ views: Type.Integer(), contacts: Type.Integer(), matches: Type.Integer() }),
  },
  { description: "Statistiques d'une annonce" },
);
export type AdvertReportObject = Static<typeof AdvertReportSchema>;
