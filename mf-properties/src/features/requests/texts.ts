// Texts of the requests feature (filled by its owner).
export const requestsTexts = {} as const;
