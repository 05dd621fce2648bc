export const matchingTexts = {} as const;
