import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { dark, phone } from '../../testing/storyVariants';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

const meta = preview.meta({
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Publish agent', onClick: fn() },
  decorators: [frame('small')],
});

/** The default: solid, medium, a `type="button"` that does not submit a form around it. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Publish agent' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});

/** Every variant in every size; each is a button a person can reach with Tab. */
export const VariantsAndSizes = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonSizes.length);
    const small = canvas.getByRole('button', { name: 'solid small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'solid large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'solid small' })).toHaveFocus();
  },
});
export const VariantsAndSizesDark = VariantsAndSizes.extend({ globals: dark });

/** A disabled button takes no click. */
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Publish agent' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

/** `fullWidth` stretches the button over its container (a phone form's submit). */
export const FullWidthOnPhone = meta.story({
  args: { fullWidth: true },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Publish agent' });
    const frameStyle = getComputedStyle(button.parentElement!);
    const room = button.parentElement!.clientWidth - parseFloat(frameStyle.paddingLeft) - parseFloat(frameStyle.paddingRight);
    await expect(button.getBoundingClientRect().width).toBeCloseTo(room, 0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

/** `ButtonLink`: navigation that looks like a button, a link to screen readers. */
export const AsLink = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ButtonLink href="/create-agent">Create Agent</ButtonLink>
      <ButtonLink href="https://pypi.org/project/agent-as-code/" external variant="outline">
        Agent as Code CLI
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create Agent' })).toHaveAttribute('href', '/create-agent');
    const external = canvas.getByRole('link', { name: 'Agent as Code CLI' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
export const AsLinkDark = AsLink.extend({ globals: dark });
