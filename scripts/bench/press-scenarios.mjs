// The presses a shopper makes that the bench times (presses.mjs), one row each. A scenario names its page, finds
// its control by role and accessible name (as a shopper and the browser tests find it), presses it and says when
// the answer is on screen. A scenario whose page or control is not in this build is reported "not measured" with
// the reason, never passed: the merge of a page makes its row measure by making the names below match (or by
// changing them here).
//   path(ctx)        the page, from { productId }
//   fresh            a first press: every sample loads the page again
//   setup(page, ctx) optional, once before the samples (a cart line for the stepper)
//   control(page)    the Playwright locator of the control; `describe` says it in words for the report
//   before(page, control) optional, before each sample, untimed (focusing the search box)
//   press(page, control) the shopper's action (a click of the control unless given); every interaction it makes
//                    counts, the slowest is the sample
//   shown(page, control) optional: resolves once the answer is on screen

/** The press most scenarios make. */
const click = (page, control) => control.click();

export const PRESS_SCENARIOS = [
  {
    name: 'home: first press on the FAQ',
    path: () => '/',
    fresh: true,
    describe: "button 'What is a FAQ page?'",
    control: (page) => page.getByRole('button', { name: 'What is a FAQ page?' }),
    shown: (page, control) => waitForAttribute(control, 'aria-expanded', 'true'),
  },
  {
    name: 'product: Add to cart',
    path: ({ productId }) => `/products/${productId}`,
    fresh: true,
    describe: "button or link named 'Add to cart…' (cart-web names it 'Add to cart: <product name>')",
    control: addToCart,
  },
  {
    name: '/cart: quantity stepper (+)',
    path: () => '/cart',
    fresh: false,
    // A line to step: the product's Add to cart, as a shopper fills the cart.
    setup: async (page, { shop, productId }) => {
      await page.goto(`${shop}/products/${productId}`);
      // Without an Add to cart the cart stays empty: the scenario then reports the missing stepper.
      const add = addToCart(page);
      if (
        !(await add.waitFor({ timeout: 20_000 }).then(
          () => true,
          () => false,
        ))
      )
        return;
      await add.click();
      // Where Add to cart leads to /cart (cart-web), the line is kept once its stepper shows.
      await stepper(page)
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
    },
    describe: "button named 'More: <product name>' (the first cart line's stepper)",
    control: stepper,
  },
  {
    name: 'header search: three letters until suggestions show',
    path: () => '/',
    fresh: true,
    describe: "combobox or search box named 'Search…' (cat-web: 'Search products'), then its suggestions (role option)",
    control: (page) =>
      page
        .getByRole('combobox', { name: /^Search/ })
        .or(page.getByRole('searchbox', { name: /^Search/ }))
        .first(),
    before: (page, control) => control.focus(),
    press: async (page) => {
      for (const key of 'dri') await page.keyboard.press(key);
      await page.getByRole('option').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'header: opening the mobile menu',
    path: () => '/',
    fresh: true,
    describe: "button 'Open menu', then its menu (role menu)",
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    shown: (page) => page.getByRole('menu').waitFor({ timeout: 30_000 }),
  },
].map((scenario) => ({ press: click, ...scenario }));

/** The product page's Add to cart: a button, or a link to /cart that adds the product (as on cart-web). */
function addToCart(page) {
  const name = /^Add to cart/;
  return page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
}

/** The first cart line's + button. */
function stepper(page) {
  return page.getByRole('button', { name: /^More: / }).first();
}

async function waitForAttribute(locator, name, value) {
  const deadline = Date.now() + 30_000;
  while ((await locator.getAttribute(name)) !== value) {
    if (Date.now() > deadline) throw new Error(`${name} never became ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
