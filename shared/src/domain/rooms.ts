export { roomDisplayName } from '@coloc/contract/homes/rooms';
