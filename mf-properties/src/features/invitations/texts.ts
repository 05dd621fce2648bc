// Texts of the invitations feature (filled by its owner).
export const invitationsTexts = {} as const;
