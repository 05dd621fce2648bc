// The mandate's fixed terms: what the PDF states and the screens repeat.

/** How long the owner and the agency have to sign, from the offer taken; then the mandate lapses. */
export const SIGNING_WINDOW_DAYS = 14;
/** The mandate's length once complete, in months (tacitly renewable, terminable at each term). */
export const MANDATE_DURATION_MONTHS = 12;
/** The agency's fees: a share of the first year's rent excluding charges, due at the lease signature. */
export const MANDATE_FEE_RATE_PERCENT = 8;

export const feesText = (rate: number) =>
  `${rate} % TTC du loyer annuel hors charges, dus par le propriétaire à la signature du bail ; aucun frais à la mise en ligne.`;
export const durationText = (months: number) => `${months} mois à compter de la contresignature, renouvelable par tacite reconduction, résiliable à chaque échéance avec un préavis de 3 mois.`;
