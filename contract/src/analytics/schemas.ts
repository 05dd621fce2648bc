// Wire shape of a page view (SPEC 2.8 analytics).
import { Type, type Static } from 'typebox';

export const PageViewBody = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
    referrer: Type.Optional(Type.String({ maxLength: 2000 })),
    title: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type PageView = Static<typeof PageViewBody>;

export const PageViewRecordedSchema = Type.Null({ description: 'Enregistrée' });
