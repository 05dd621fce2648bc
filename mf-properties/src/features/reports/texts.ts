// Texts of the reports feature (filled by its owner).
export const reportsTexts = {} as const;
