// Product cards and the sections below them on the prerendered home page: their HTML is in the page from the start
// (readable, linkable, found by headings and crawlers, and the page's height is final), but React hydrates each one
// only when it comes within a screen of the viewport. The page load then hydrates the header and hero in one
// commit, and the cards in view in commits of their own: the cards further down, the contact form, the FAQ
// accordions and the reviews (and their request) cost a phone nothing until the visitor scrolls towards them.
// Outside that first hydration (client-side navigation to home) the gate is open at once.
//
// How: a component inside a Suspense boundary suspends on a promise that resolves when the section nears the
// viewport; during hydration React keeps a suspended boundary's server HTML as it is and hydrates it on resolve.
// A press, key or focus inside the section (a jump to #faq, a fast keyboard user) also opens it, before React sees
// the event: React then hydrates the section at once and delivers the event, which it would otherwise drop. One
// listener on the document, in the capture phase, watches from the moment this module loads, because:
// - React's own capture listener on the root stops an event bound for a section it cannot hydrate, before a
//   listener on the section would run;
// - React leaves a boundary's first hydration attempt to a later, lower-priority pass, so a press can reach a
//   section whose gate does not exist yet. The press is remembered, and that gate is born open.
import { memo, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { MarkupAdoption } from '../lib/use-hydrated';

/** One screen ahead: hydration is done before the section scrolls into view. */
const NEAR_MARGIN = '100% 0px';

const SECTION = '[data-hydrate-when-near]';

type Gate = Promise<void>;

/** Marks a settled gate the way React reads a settled promise: `use` then returns at once, without suspending. */
const markOpen = (gate: Gate): Gate => Object.assign(gate, { status: 'fulfilled' as const, value: undefined });

// Always open: the prerender and client renders never suspend.
const OPEN: Gate = markOpen(Promise.resolve());

const gates = new Map<string, { gate: Gate; element: Element; open: () => void }>();

/** Sections an interaction reached before React asked for their gate. */
const pressedBeforeGate = new Set<string>();

/** Opens every gated section around the event's target, innermost first. */
function openAround(event: Event) {
  const target = event.target instanceof Element ? event.target : (event.target as Node | null)?.parentElement;
  for (let section = target?.closest(SECTION); section; section = section.parentElement?.closest(SECTION)) {
    const id = section.getAttribute('data-hydrate-when-near')!;
    const known = gates.get(id);
    if (known?.element === section) known.open();
    else pressedBeforeGate.add(id);
  }
}

/**
 * The sections of the page's server markup, as this module finds them before React adopts any: only those wait for
 * the viewport. A section a client render makes (after a navigation, or a second render of a lazy section) is never
 * gated, or one inside a closed fold would wait for good.
 */
const serverSections = new Map<string, Element>();

if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll(SECTION))
    serverSections.set(element.getAttribute('data-hydrate-when-near')!, element);
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    document.addEventListener(type, openAround, { capture: true });
  }
}

function gateFor(id: string): Gate {
  if (typeof document === 'undefined' || document.documentElement.dataset.prerendered !== 'page') return OPEN;
  const known = gates.get(id);
  if (known?.element.isConnected) return known.gate;
  if (known) {
    // Its server HTML left the page (the visitor navigated away and came back): a client render, no gate.
    known.open();
    gates.delete(id);
  }
  const element = serverSections.get(id);
  if (!element?.isConnected) return OPEN;
  if (pressedBeforeGate.delete(id)) return OPEN;
  let resolveGate = () => undefined as void;
  const gate: Gate = new Promise<void>((resolve) => {
    resolveGate = resolve;
  });
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
    rootMargin: NEAR_MARGIN,
  });
  function open() {
    observer.disconnect();
    // Readable at once, like OPEN: the press that opened it reaches React's listener right after this one, and
    // React can only hydrate the section, and deliver the press, synchronously if `use` returns without suspending.
    markOpen(gate);
    resolveGate();
  }
  observer.observe(element);
  gates.set(id, { gate, element, open });
  return gate;
}

function Gated({ id, children }: { id: string; children: ReactNode }) {
  const gate = gateFor(id);
  use(gate);
  // A section hydrated after the page adopts its own server markup then: its forms work once it has.
  return <MarkupAdoption adopting={gate !== OPEN}>{children}</MarkupAdoption>;
}

/** `fill`: as tall as its parent (a card in a grid row of equal heights). */
export function HydrateWhenNear({ id, fill = false, children }: { id: string; fill?: boolean; children: ReactNode }) {
  return (
    // Laid out from the start (no content-visibility): a stand-in height would change as the section nears the
    // viewport, moving whatever is on screen below it.
    <div data-hydrate-when-near={id} style={fill ? { height: '100%' } : undefined}>
      <Suspense fallback={null}>
        <Gated id={id}>{children}</Gated>
      </Suspense>
    </div>
  );
}

/**
 * `Component` as a section hydrated when it nears the viewport, under the id `idOf(props)`. Memoized: a parent's own
 * updates (its head, a read it waits for) must not reach a section React has not hydrated yet, which would make React
 * render it anew; so its props must keep their identity across the parent's renders.
 */
export function hydratedWhenNear<P extends object>(
  Component: ComponentType<P>,
  idOf: (props: P) => string,
  fill = false,
) {
  return memo(function WhenNear(props: P) {
    return (
      <HydrateWhenNear id={idOf(props)} fill={fill}>
        <Component {...props} />
      </HydrateWhenNear>
    );
  });
}
