import { createTexts, type TextKeys, type TranslateWith } from '@coloc/shared/remote';
import { fr } from './fr';

export const NAMESPACE = 'payments';
export type TextKey = TextKeys<typeof fr>;
export type Translate = TranslateWith<TextKey>;

/** Texts of the payments namespace with keys checked at compile time. */
export const useTexts = createTexts<typeof fr, TextKey>(NAMESPACE, fr);
