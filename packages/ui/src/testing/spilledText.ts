/**
 * Text running out of its own box: what a card's clipping would hide from a check of the page's
 * width. Scroll boxes and ellipses are meant to; decoration without text is not text. Answers a
 * line per element. Self-contained (no imports), so Playwright can run it in the page as well.
 */
export function spilledText(root: Element = document.body): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents' || element.clientWidth === 0) continue;
    if (!element.textContent?.trim()) continue;
    if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      const text = element.textContent.trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} "${text}" overflows by ${element.scrollWidth - element.clientWidth} px`,
      );
    }
  }
  return found;
}
