// Texts of the property-bar feature (filled by its owner).
export const propertyBarTexts = {} as const;
