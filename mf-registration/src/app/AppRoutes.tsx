// The routes without their router: the app uses the browser's, tests a memory router.
export { AppRoutes } from './remoteApp';
