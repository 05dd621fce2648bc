// Texts of the management feature (filled by its owner).
export const managementTexts = {} as const;
