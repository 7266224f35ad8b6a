import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_CONTENT } from './home-content-defaults';
import { homeContentSchema } from './home-content';

const withTarget = (buttonHref: string) => ({
  ...DEFAULT_HOME_CONTENT,
  hero: { ...DEFAULT_HOME_CONTENT.hero, buttonHref },
});

describe('the home content schema', () => {
  it("takes SPEC's own copy as it is", () => {
    expect(homeContentSchema.parse(DEFAULT_HOME_CONTENT)).toEqual(DEFAULT_HOME_CONTENT);
  });

  it.each(['/portfolio', '/blog/caring-for-a-drill', '/search?q=drill#results', 'https://example.com/catalogue.pdf'])(
    'takes the button target %s',
    (target) => expect(homeContentSchema.safeParse(withTarget(target)).success).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.test/',
    '/\\evil.test/',
    'http://evil.test/',
    'https://',
    'https:///x',
    'portfolio',
    '/a b',
    '',
  ])('refuses the button target %j', (target) =>
    expect(homeContentSchema.safeParse(withTarget(target)).success).toBe(false),
  );

  it('trims the words and keeps the order of the counters and questions', () => {
    const content = {
      hero: { greeting: '  Hi  ', heading: 'Tools', buttonLabel: 'Go', buttonHref: ' /blog ' },
      summary: [
        { value: '2', label: 'b' },
        { value: '1', label: 'a' },
      ],
      faq: [{ question: ' Why? ', answer: ' Because. ' }],
    };
    expect(homeContentSchema.parse(content)).toEqual({
      hero: { greeting: 'Hi', heading: 'Tools', buttonLabel: 'Go', buttonHref: '/blog' },
      summary: content.summary,
      faq: [{ question: 'Why?', answer: 'Because.' }],
    });
  });
});
