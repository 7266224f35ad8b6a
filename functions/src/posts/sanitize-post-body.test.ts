import { describe, expect, it } from 'vitest';
import { sanitizePostBody } from './sanitize-post-body';

const ours = '/api/images/0b6f8a52-5d1e-4a4e-9b43-2f0c1f2a7e11.png';
const isOurs = async (src: string) => src === ours;

describe('sanitizePostBody', () => {
  it('keeps the rich text an editor writes', async () => {
    const html =
      '<h2>Care</h2><p>Oil <strong>the</strong> <em>blade</em>.</p><ul><li>one</li></ul><blockquote><p>q</p></blockquote>' +
      '<table><tbody><tr><th>a</th><td colspan="2">b</td></tr></tbody></table>';
    expect(await sanitizePostBody(html, isOurs)).toBe(html);
  });

  it('gives links rel="noopener" and keeps only http(s) and mailto', async () => {
    expect(await sanitizePostBody('<a href="https://example.com" target="_blank">x</a>', isOurs)).toBe(
      '<a href="https://example.com" rel="noopener">x</a>',
    );
    expect(await sanitizePostBody('<a href="javascript:alert(1)">x</a>', isOurs)).toBe('<a rel="noopener">x</a>');
  });

  it('keeps images of our store only', async () => {
    expect(await sanitizePostBody(`<p><img src="${ours}" alt="saw"></p>`, isOurs)).toBe(
      `<p><img src="${ours}" alt="saw" /></p>`,
    );
    expect(await sanitizePostBody('<p><img src="https://evil.test/x.png">a</p>', isOurs)).toBe('<p>a</p>');
    expect(await sanitizePostBody('<img src="data:image/png;base64,AAAA">', isOurs)).toBe('');
  });

  it('drops scripts, styles, frames and event attributes with what they hold', async () => {
    expect(
      await sanitizePostBody(
        '<script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p onclick="x()" style="color:red">t</p><svg><script>1</script></svg>',
        isOurs,
      ),
    ).toBe('<p>t</p>');
  });
});
