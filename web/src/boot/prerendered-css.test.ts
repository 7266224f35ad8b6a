import { describe, expect, it } from 'vitest';
import { prerenderedIdsOf, prerenderedStyleTag } from './prerendered-css';

/** The tag's element as the browser parses it: its attribute and its text. */
function parsed(tag: string): Pick<Element, 'getAttribute' | 'textContent'> {
  const [, attribute, text] = /^<style data-prerendered-css="([^"]*)">([\s\S]*)<\/style>$/.exec(tag)!;
  return { getAttribute: () => attribute!, textContent: text! };
}

const CSS =
  'html{box-sizing:border-box;}' + // the baseline's global rule, id 'g1'
  '@keyframes animation-k1{0%{opacity:0;}}' +
  '.css-a1{color:red;}.css-a1:hover{color:blue;}' +
  '.css-a12{color:green;}@media (min-width:600px){.css-b2{display:none;}}';

describe('the prerendered styles tag', () => {
  it('lists only the ids its rules name no class for', () => {
    const tag = prerenderedStyleTag(CSS, ['g1', 'animation-k1', 'a1', 'a12', 'b2']);
    expect(tag).toBe(`<style data-prerendered-css="g1 animation-k1">${CSS}</style>`);
  });

  it('reads back every id it holds, classes in media queries included, and no other', () => {
    const ids = ['g1', 'animation-k1', 'a1', 'a12', 'b2'];
    expect(prerenderedIdsOf(parsed(prerenderedStyleTag(CSS, ids))).sort()).toEqual([...ids].sort());
  });

  it('holding only classes, lists nothing', () => {
    const tag = prerenderedStyleTag('.css-a1{color:red;}', ['a1']);
    expect(prerenderedIdsOf(parsed(tag))).toEqual(['a1']);
  });
});
