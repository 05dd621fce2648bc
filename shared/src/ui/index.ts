/// <reference path="./css.d.ts" />
// The UI kit: one look for every remote. Import from '@coloc/shared/ui'.
import '../singleton';
export * from './Button';
export * from './Field';
export * from './Surface';
export * from './LazyDialog';
export * from './Layout';
export * from './StatusPage';
export * from './CityCombobox';
export * from './RemoteCrash';
export * from './RemoteWidget';
export * from './AntiScamNotice';
export * from './ProgressBar';
export * from './LazyImage';
export * from './useNearViewport';
