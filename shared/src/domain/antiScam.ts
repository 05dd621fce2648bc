// The anti-scam rule (issue 7): the platform never lets anyone ask a tenant for money before the
// visit took place and the lease was accepted. The API enforces it; every screen that mentions
// money says it with these words.
export const ANTI_SCAM_TITLE = 'Ne payez jamais avant la visite et le bail';
export const ANTI_SCAM_TEXT =
  "Aucun paiement au propriétaire ne peut être demandé par Toit Partagé avant que la visite ait eu lieu et que le bail ait été accepté. Ne versez jamais d'argent (réservation, dépôt de garantie, loyer) à quelqu'un que vous n'avez pas rencontré : signalez-nous toute demande de ce type.";
