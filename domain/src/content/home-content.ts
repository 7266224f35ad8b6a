// The home page's words an admin edits (GET and PUT /api/content/home, Dashboard -> Home page): the hero, the
// Business Summary's counters and the Customer FAQ. One schema both the back office's form and the API parse; what
// passes it is plain text, which React escapes where it shows.
import { z } from 'zod';
import { contentMessages as m } from './content-messages';

export const HERO_GREETING_MAX_LENGTH = 80;
export const HERO_HEADING_MAX_LENGTH = 80;
export const HERO_BUTTON_LABEL_MAX_LENGTH = 40;
export const HERO_BUTTON_HREF_MAX_LENGTH = 200;
export const SUMMARY_VALUE_MAX_LENGTH = 12;
export const SUMMARY_LABEL_MAX_LENGTH = 40;
/** SPEC's four, and room for a few more (the section lays them out four to a row on a wide screen). */
export const SUMMARY_MIN_COUNTERS = 1;
export const SUMMARY_MAX_COUNTERS = 8;
export const FAQ_QUESTION_MAX_LENGTH = 150;
export const FAQ_ANSWER_MAX_LENGTH = 1000;
export const FAQ_MIN_ITEMS = 1;
export const FAQ_MAX_ITEMS = 20;

/** A path of this site ("/portfolio", "/blog/a-post?x=1", not "//elsewhere") or an https address. */
export const HOME_BUTTON_HREF_PATTERN = /^(\/(?![/\\])|https:\/\/[^/\\\s]+)[^\s\\]*$/;

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, m.tooLong(max));

export const homeHeroSchema = z.strictObject(
  {
    greeting: text(m.greetingRequired, HERO_GREETING_MAX_LENGTH),
    heading: text(m.headingRequired, HERO_HEADING_MAX_LENGTH),
    buttonLabel: text(m.buttonLabelRequired, HERO_BUTTON_LABEL_MAX_LENGTH),
    buttonHref: z
      .string({ error: m.buttonHrefInvalid })
      .trim()
      .max(HERO_BUTTON_HREF_MAX_LENGTH, m.tooLong(HERO_BUTTON_HREF_MAX_LENGTH))
      .regex(HOME_BUTTON_HREF_PATTERN, m.buttonHrefInvalid),
  },
  { error: m.contentInvalid },
);

export const summaryCounterSchema = z.strictObject({
  value: text(m.counterValueRequired, SUMMARY_VALUE_MAX_LENGTH),
  label: text(m.counterLabelRequired, SUMMARY_LABEL_MAX_LENGTH),
});

export const faqItemSchema = z.strictObject({
  question: text(m.questionRequired, FAQ_QUESTION_MAX_LENGTH),
  answer: text(m.answerRequired, FAQ_ANSWER_MAX_LENGTH),
});

const summaryCount = m.summaryCount(SUMMARY_MIN_COUNTERS, SUMMARY_MAX_COUNTERS);
const faqCount = m.faqCount(FAQ_MIN_ITEMS, FAQ_MAX_ITEMS);

/** PUT /api/content/home and the Home page form: the whole content, every field. */
export const homeContentSchema = z.strictObject(
  {
    hero: homeHeroSchema,
    summary: z
      .array(summaryCounterSchema, { error: summaryCount })
      .min(SUMMARY_MIN_COUNTERS, summaryCount)
      .max(SUMMARY_MAX_COUNTERS, summaryCount),
    faq: z.array(faqItemSchema, { error: faqCount }).min(FAQ_MIN_ITEMS, faqCount).max(FAQ_MAX_ITEMS, faqCount),
  },
  { error: m.contentInvalid },
);

export type HomeHero = z.infer<typeof homeHeroSchema>;
export type SummaryCounter = z.infer<typeof summaryCounterSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
/** GET /api/content/home's answer; content/home as stored (with the time of its last save beside it). */
export type HomeContent = z.infer<typeof homeContentSchema>;

/** content/{id}: the home page's words are content/home. */
export const HOME_CONTENT_ID = 'home';

/** content/home as stored: the content and the time of its last save. */
export interface HomeContentDoc extends HomeContent {
  updatedAt: Date;
}
