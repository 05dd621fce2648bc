// Alert settings' values and defaults (SPEC 6). No TypeBox: the settings form bundles these only.
export const ALERT_FREQUENCIES = ['immediate', 'daily', 'never'] as const;
export type AlertFrequencyId = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_THRESHOLD = 60;
export const DEFAULT_PUSH_FREQUENCY: AlertFrequencyId = 'immediate';
export const DEFAULT_EMAIL_FREQUENCY: AlertFrequencyId = 'daily';
