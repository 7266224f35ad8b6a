import { describe, expect, it } from 'vitest';
import { sitemapOrigin, withSitemapLine } from './robots-sitemap';

describe("robots.txt's Sitemap line", () => {
  const firebaseJson = { emulators: { hosting: { port: 5000 } } };

  it('names the sitemap by absolute address, once', () => {
    const robots = withSitemapLine('User-agent: *\nAllow: /\nSitemap: /old.xml\n', 'https://shop.example');
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n');
  });

  it('takes TOOLSHOP_SITE_ORIGIN, else the emulator Hosting of this port offset, else the default domain, else none', () => {
    expect(sitemapOrigin('production', { siteOrigin: 'https://tools.example/x', projectId: 'p' }, firebaseJson)).toBe(
      'https://tools.example',
    );
    expect(sitemapOrigin('emulator', { portOffset: '300' }, firebaseJson)).toBe('http://127.0.0.1:5300');
    expect(sitemapOrigin('emulator', {}, firebaseJson)).toBe('http://127.0.0.1:5000');
    expect(sitemapOrigin('production', { projectId: 'toolshop-demo' }, firebaseJson)).toBe(
      'https://toolshop-demo.web.app',
    );
    expect(sitemapOrigin('production', {}, firebaseJson)).toBeUndefined();
  });
});
