import { preloadRemoteOfThisPage } from './app/preloadRemote';

// Async boundary: the shared modules are negotiated before the bootstrap runs.
preloadRemoteOfThisPage();
import('./bootstrap');
