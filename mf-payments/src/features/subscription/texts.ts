export const subscriptionTexts = {
  title: 'À venir',
} as const;
