// Texts of the moderation feature (filled by its owner).
export const moderationTexts = {} as const;
