// What the shell mounts as ./app: single-spa lifecycles around this remote's router.
import { lifecycles } from './remoteApp';

export const { bootstrap, mount, unmount } = lifecycles;
