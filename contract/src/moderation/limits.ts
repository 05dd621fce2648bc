// Moderation of adverts (issue 6): the decisions, the refusal reason's length and the kinds of
// automatic flags. No TypeBox: a screen reads these without bundling schema code.

export const MODERATION_STATUSES = ['pending', 'refused', 'accepted'] as const;
export type ModerationStatusValue = (typeof MODERATION_STATUSES)[number];

export const REASON_LIMITS = { min: 10, max: 1000 } as const;

/** What the API flags on an advert for the moderator. */
export const MODERATION_FLAG_KINDS = [
  'duplicate_photo',
  'rent_below_reference',
  'contact_details',
  'payment_demand',
  'services_no_hours',
  'services_too_many_hours',
  'services_no_tasks',
  'services_abusive_wording',
] as const;
export type ModerationFlagKind = (typeof MODERATION_FLAG_KINDS)[number];
