// Texts of the lease feature (filled by its owner).
export const leaseTexts = {} as const;
