// The contact form's limits (SPEC 9). No TypeBox: the form bundles these numbers only.
export const NAME_MAX_LENGTH = 100;
export const SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
