import { expect } from 'storybook/test';

/**
 * Every code box (`pre`) under `root` shows all of its text: none runs past its own box or past
 * the viewport's right edge, so a command reads whole without scrolling sideways.
 */
export async function expectCodeInSight(root: HTMLElement): Promise<void> {
  const viewport = root.ownerDocument.documentElement.clientWidth;
  const boxes = [...root.querySelectorAll<HTMLElement>('pre')];
  await expect(boxes.length).toBeGreaterThan(0);
  const hidden = boxes
    .filter((pre) => pre.scrollWidth > pre.clientWidth + 1 || pre.getBoundingClientRect().right > viewport + 0.5)
    .map((pre) => `"${(pre.textContent ?? '').slice(0, 40)}" ${pre.scrollWidth} px in ${pre.clientWidth} px`);
  await expect(hidden).toEqual([]);
}
