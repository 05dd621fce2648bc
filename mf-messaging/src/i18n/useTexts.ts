import { createTexts, type TranslateWith } from '@coloc/shared/remote';
import { fr, type TextKey } from './fr';

export const NAMESPACE = 'messaging';
export type Translate = TranslateWith<TextKey>;

/** Texts of the messaging namespace with keys checked at compile time. */
export const useTexts = createTexts<typeof fr, TextKey>(NAMESPACE, fr);
