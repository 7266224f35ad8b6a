// Emotion's cache for the prerender, the server's pages and the browser alike: one configuration, so the styles a
// page carries are the ones the browser would write. Emotion's default vendor prefixer is left out: it writes
// -webkit-box, -ms-flexbox and their kin for browsers the shop does not serve (about a third of a page's style
// bytes, and work for every rule the browser inserts). Safari still needs `-webkit-user-select`, which keeps
// buttons and icons from being selected at a long press; that prefix alone is written.
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Adds `-webkit-user-select` before each `user-select` declaration. */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select')
    element.return = `-webkit-${element.value}${element.value}`;
};

/** A cache under key 'css', the class prefix the prerendered pages' styles use. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
}
