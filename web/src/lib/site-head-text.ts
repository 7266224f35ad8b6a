// The site's own title and description where a server-rendered page shows its own: what every route needs of the
// document head (use-document-title.ts), apart from the pages that set a head of their own (use-document-head.ts),
// so the home page's script carries only this.

/** On the <title> and description of a page rendered with its own: the site's text, put back on leaving the page. */
export const SITE_TEXT_ATTRIBUTE = 'data-site-text';

/**
 * The site's description back where a server-rendered page's own is still shown though the page never took its
 * head (left before it hydrated): called by every route as it is shown.
 */
export function restoreUntakenSiteDescription(): void {
  const description = untakenServerDescription();
  if (!description) return;
  description.setAttribute('content', description.getAttribute(SITE_TEXT_ATTRIBUTE) ?? '');
  description.removeAttribute(SITE_TEXT_ATTRIBUTE);
}

/**
 * A server-rendered page's own head is in the document and no page has taken it yet: the page being hydrated is
 * the one it was rendered for.
 */
export function hasUntakenServerHead(): boolean {
  return untakenServerDescription() !== null;
}

/** The description of a server-rendered page while it still carries the site's text: no page has taken it. */
function untakenServerDescription(): Element | null {
  return document.head.querySelector(`meta[name="description"][${SITE_TEXT_ATTRIBUTE}]`);
}
