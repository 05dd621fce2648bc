// Standalone development host (see @coloc/shared/standalone): this remote's App alone.
import { startStandalone } from '@coloc/shared/standalone';
import { App } from '../app/App';

startStandalone(App);
