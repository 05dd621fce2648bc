// @coloc/shared: the contract between the shell and the remotes. Import it by package name only.
export * from './constants';
export * from './types/entities';
export * from './types/registration';
export * from './domain/roles';
export * from './domain/subscriptions';
export * from './domain/format';
export * from './domain/rooms';
export * from './domain/searchQuery';
export * from './domain/access';
export * from './routes';
export * from './bus/events';
export * from './ui-contracts/model';
export * from './api/errors';
export { api, createApiClient, shouldLeaveOnNotFound, FORM_STATUSES, type ApiContext } from './api/client';
export * from './session/model';
export { initI18n, addTranslations, i18next } from './i18n';
export { common as commonTexts } from './i18n/common';
export type { RemoteLifecycleProps } from './remote';
