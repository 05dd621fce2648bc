export { App } from './remoteApp';
