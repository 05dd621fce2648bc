export const receiptsTexts = {
  title: 'À venir',
} as const;
