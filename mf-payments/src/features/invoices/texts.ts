export const invoicesTexts = {
  title: 'À venir',
} as const;
