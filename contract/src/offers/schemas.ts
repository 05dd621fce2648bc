// Wire shape of the paid offers of an advert (GET /api/offers).
import { Type, type Static } from 'typebox';

export const OfferSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price_cents: Type.Integer({ description: 'Prix TTC en centimes' }),
  duration_months: Type.Integer({ description: "Durée de mise en avant en mois ; 0 pour le mandat (jusqu'à la signature)" }),
  features: Type.Array(Type.String()),
  recommended: Type.Boolean(),
});
export type OfferObject = Static<typeof OfferSchema>;
