// The sizes and URL of an image live in the contract, which the screens read too.
export { IMAGE_SIZES, imageUrl, isAllowedSize } from '@coloc/contract/images/sizes';
