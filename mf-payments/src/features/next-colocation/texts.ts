export const nextColocationTexts = {
  title: 'À venir',
} as const;
