export const listingTexts = {} as const;
