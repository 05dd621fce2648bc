// Texts of the advert feature (filled by its owner).
export const advertTexts = {} as const;
