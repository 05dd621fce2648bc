export const accountTexts = {} as const;
