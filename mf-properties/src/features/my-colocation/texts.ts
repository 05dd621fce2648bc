// Texts of the my-colocation feature (filled by its owner).
export const myColocationTexts = {} as const;
