export const bankAccountTexts = {
  title: 'À venir',
} as const;
