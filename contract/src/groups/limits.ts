// Groups of seekers without TypeBox.

/** Members plus pending invitations. */
export const GROUP_MAX_MEMBERS = 6;
export const GROUP_NAME_MAX = 60;
