// Texts of the diagnostics feature (filled by its owner).
export const diagnosticsTexts = {} as const;
