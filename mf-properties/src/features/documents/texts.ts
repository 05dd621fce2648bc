// Texts of the documents feature (filled by its owner).
export const documentsTexts = {} as const;
