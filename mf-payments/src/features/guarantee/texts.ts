export const guaranteeTexts = {
  title: 'À venir',
} as const;
