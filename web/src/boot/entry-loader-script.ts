// The body of index.html's inline loader: the build bundles this file into one classic script
// (web/vite-plugins/run-entry-after-first-paint.ts). It reads this build's file names from the data block beside it.
// It also holds a press on a form that is not live yet (held-presses.ts): it is the only script that runs from the
// first paint.
import { LOADER_DATA_ID, startEntryLoader, type LoaderData } from './entry-loader';
import { holdPressesUntilLive } from './held-presses';

holdPressesUntilLive(window);
const data = JSON.parse(document.getElementById(LOADER_DATA_ID)!.textContent!) as LoaderData;
startEntryLoader(data, window, (url) => import(/* @vite-ignore */ url));
