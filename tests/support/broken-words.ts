// A control's label may wrap between its words on a narrow screen, never inside one: "Confir / med" reads as two
// words, and a phone's column that squeezes a button so is too narrow for it. Each word of a label is a range of its
// text; a word whose range lies on two lines was broken.
import type { Locator, Page } from 'playwright-core';

/** What counts as a control's label: buttons (and links drawn as buttons), chips and tabs. */
const LABELS = 'button, .MuiButton-root, .MuiChip-label, [role="tab"]';

/** The words of the labels under `scope` (the whole page unless given) that the layout broke across two lines. */
export async function wordsBrokenInLabels(scope: Page | Locator): Promise<string[]> {
  const root = 'goto' in scope ? scope.locator('body') : scope;
  return root.evaluate((element, selector) => {
    const broken: string[] = [];
    // The scope itself may be a label (a button's locator), and a label may hold another (a chip's label in a button).
    const labels = [...(element.matches(selector) ? [element] : []), ...Array.from(element.querySelectorAll(selector))];
    for (const label of labels) {
      const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return [...new Set(broken)];
  }, LABELS);
}

/** Throws with the words when a label of the page (a screen captured as `name`) was broken inside a word. */
export async function expectNoWordBrokenInLabels(page: Page, name: string): Promise<void> {
  const broken = await wordsBrokenInLabels(page);
  if (broken.length > 0) throw new Error(`labels broken inside a word on ${name}: ${broken.join(', ')}`);
}
