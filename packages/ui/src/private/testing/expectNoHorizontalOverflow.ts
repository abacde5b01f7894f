import { expect } from 'storybook/test';
import { spilledText } from '../../testing/spilledText';

/** Inside a scroll box or a fixed overlay an element may reach past the edge on purpose. */
function isContained(element: HTMLElement, root: HTMLElement): boolean {
  for (let node = element.parentElement; node && node !== root.parentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
  }
  return getComputedStyle(element).position === 'fixed';
}

/**
 * Asserts what a phone user would notice first: the page does not scroll sideways, no visible
 * element reaches past the right edge of the viewport, and no text runs out of its box. Used by
 * the 375 px stories (the e2e phone check applies the same rules to the built app).
 */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement): Promise<void> {
  const doc = canvasElement.ownerDocument;
  const viewport = doc.documentElement.clientWidth;
  const tooWide = [...canvasElement.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getClientRects().length > 0)
    .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
    .filter((element) => !isContained(element, canvasElement))
    .map(
      (element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 30)}" (${Math.round(element.getBoundingClientRect().right)} px)`,
    );
  await expect(tooWide).toEqual([]);
  await expect(spilledText(canvasElement)).toEqual([]);
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(viewport);
}
