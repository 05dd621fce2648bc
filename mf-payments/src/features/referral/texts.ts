export const referralTexts = {
  title: 'À venir',
} as const;
