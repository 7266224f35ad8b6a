// The site's origin for absolute addresses in a page (canonical, JSON-LD): the browser's own, or the one the
// server renders for (server-render.tsx provides it: there is no `location` there).
import { createContext, useContext } from 'react';

const SiteOrigin = createContext<string | undefined>(undefined);

export const SiteOriginProvider = SiteOrigin.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? location.origin;
}
