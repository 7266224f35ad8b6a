import { describe, expect, it } from 'vitest';
import { PATH_CHECK_SCRIPT, withPrerenderedHome } from './server-render';

const PAGE = '<html><head><title>Toolshop</title></head><body><div id="root"></div></body></html>';

describe('the shell: the home page before its data, prerendered', () => {
  it('fills the empty root and puts the path check and the styles in <head>', () => {
    const page = withPrerenderedHome(PAGE, '<main>home</main>', '<style data-prerendered-css="a">.a{}</style>');
    expect(page).toContain('<div id="root"><main>home</main></div>');
    expect(page).toContain(`<script>${PATH_CHECK_SCRIPT}</script>`);
    expect(page.indexOf('data-prerendered-css')).toBeLessThan(page.indexOf('</head>'));
  });

  it("marks '/' and '/home' as the shell's own page and every other path as hidden", () => {
    const pathCheck = (pathname: string) => {
      const dataset: { prerendered?: string } = {};
      new Function('document', 'location', PATH_CHECK_SCRIPT)({ documentElement: { dataset } }, { pathname });
      return dataset.prerendered;
    };
    expect(['/', '/home', '/home/'].map(pathCheck)).toEqual(['page', 'page', 'page']);
    expect(['/login', '/homes', '/home/x', '/product/1'].map(pathCheck)).toEqual([
      'hidden',
      'hidden',
      'hidden',
      'hidden',
    ]);
  });

  it('fails the build on a template without an empty root', () => {
    expect(() => withPrerenderedHome('<html><head></head><body></body></html>', '<main></main>', '')).toThrow(/#root/);
  });
});
