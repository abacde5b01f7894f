import preview from '../../../../../.storybook/preview';
import { expect, type within } from 'storybook/test';
import { AgentCard } from '../../components/AgentCard/AgentCard';
import { Button } from '../../components/Button/Button';
import { sampleAgents } from '../../fixtures/catalogue';
import { dark } from '../../testing/storyVariants';
import { brandDarkTheme, brandTheme } from './brandTheme.css';

const meta = preview.meta({
  title: 'Foundations/Custom theme',
  parameters: { layout: 'padded' },
});

function Sample({ label }: { label: string }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Button>{label}</Button>
      <AgentCard agent={sampleAgents[0]!} />
    </div>
  );
}

/** The sample twice, side by side: in the page's theme, and under the brand theme's class. */
function BesideTheDefault({ brandClassName }: { brandClassName: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
      <section aria-label="Default theme">
        <Sample label="Default" />
      </section>
      <section aria-label="Brand theme" className={brandClassName}>
        <Sample label="Branded" />
      </section>
    </div>
  );
}

/** The branded side's button takes the brand colour `brandColor`; the default side's does not. */
async function expectOnlyBrandButton(canvas: ReturnType<typeof within>, brandColor: string) {
  const background = (name: string) => getComputedStyle(canvas.getByRole('button', { name })).backgroundColor;
  await expect(background('Branded')).toBe(brandColor);
  await expect(background('Default')).not.toBe(brandColor);
}

/**
 * A consumer's brand theme (`createTheme(vars, …)`) on one subtree beside the default theme: the
 * themed side takes the brand colour, the rest of the page keeps the registry's. The variables
 * have public names (`--ar-color-primary`), so plain CSS can override one as well.
 */
export const SubtreeTheme = meta.story({
  render: () => <BesideTheDefault brandClassName={brandTheme} />,
  play: async ({ canvas }) => {
    await expectOnlyBrandButton(canvas, 'rgb(15, 118, 110)');
    await expect(getComputedStyle(document.documentElement).getPropertyValue('--ar-color-primary').trim()).toMatch(/^#/);
  },
});

/**
 * The dark page with a brand theme made from `darkTheme` on one subtree: the subtree is dark and
 * branded, the rest keeps the registry's dark theme.
 */
export const SubtreeThemeDark = meta.story({
  globals: dark,
  render: () => <BesideTheDefault brandClassName={brandDarkTheme} />,
  play: async ({ canvas }) => {
    await expectOnlyBrandButton(canvas, 'rgb(45, 212, 191)');
    // Both cards are dark: the brand theme started from darkTheme.
    for (const region of ['Default theme', 'Brand theme']) {
      const card = canvas.getByRole('region', { name: region }).querySelector('article')!;
      const [red, green, blue] = getComputedStyle(card).backgroundColor.match(/\d+/g)!.map(Number);
      await expect(red! + green! + blue!).toBeLessThan(3 * 80);
    }
  },
});
