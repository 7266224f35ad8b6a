// The site's own origin for absolute addresses (the sitemap): TOOLSHOP_SITE_ORIGIN when set, otherwise the
// host the visitor asked Hosting for (Hosting passes it on as X-Forwarded-Host), https except on this machine.
import type { Request } from 'express';

export function siteOrigin(req: Request, configured = process.env.TOOLSHOP_SITE_ORIGIN): string {
  if (configured) return new URL(configured).origin;
  const host = (req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost').split(',')[0]!.trim();
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  return new URL(`${local ? 'http' : 'https'}://${host}`).origin;
}
