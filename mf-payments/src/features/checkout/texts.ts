export const checkoutTexts = {
  title: 'À venir',
} as const;
