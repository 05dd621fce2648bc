export const tenantDocumentsTexts = {
  title: 'À venir',
} as const;
