export const questionnaireTexts = {} as const;
