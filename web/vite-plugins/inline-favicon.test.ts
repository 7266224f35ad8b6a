import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUrl, withInlineIcons } from './inline-favicon';

const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0d47a1"/></svg>\n';
const head = (link: string) => `<!doctype html><html><head><title>Toolshop</title>${link}</head><body></body></html>`;

describe('the inline favicon', () => {
  it("writes the public folder's SVG into the icon link, so that no page asks for it", () => {
    const html = withInlineIcons(head('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'), (path) => {
      expect(path).toBe('favicon.svg');
      return icon;
    });
    expect(html).toContain(`<link rel="icon" href="${svgDataUrl(icon)}" type="image/svg+xml" />`);
    expect(html).not.toContain('/favicon.svg');
  });

  it('is a data: address the browser decodes back to the same SVG, with nothing that could end the attribute', () => {
    const url = svgDataUrl(icon);
    expect(url).toMatch(/^data:image\/svg\+xml,[^"<>#\s]+$/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(icon.trim());
  });

  it('refuses a page without an icon, or an icon that is not an SVG of the public folder', () => {
    expect(() => withInlineIcons(head(''), () => icon)).toThrow(/no <link rel="icon">/);
    expect(() => withInlineIcons(head('<link rel="icon" href="https://cdn.example/icon.png">'), () => icon)).toThrow(
      /not an SVG of the public folder/,
    );
  });

  it("takes the app's own index.html and icon", () => {
    const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const publicIcon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
    expect(withInlineIcons(indexHtml, () => publicIcon)).toContain(`href="${svgDataUrl(publicIcon)}"`);
  });
});
