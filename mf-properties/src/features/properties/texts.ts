// Texts of the properties feature (filled by its owner).
export const propertiesTexts = {} as const;
