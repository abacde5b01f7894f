import preview from '../../../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { frame } from '../../private/testing/decorators';
import { dark, phone } from '../../testing/storyVariants';
import { notify } from './notify';
import { Toaster } from './Toaster';

const meta = preview.meta({
  title: 'Components/Toaster',
  component: Toaster,
  args: { theme: 'light' } as const,
  decorators: [frame('popover')],
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => notify.success('Agent published')}>Publish</Button>
        <Button variant="danger" onClick={() => notify.error('Network error: try again')}>
          Fail
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
});

/** Shows a success toast, then an error toast; each closes from its own button. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(body.getByText('Agent published')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(body.getByText('Network error: try again')).toBeVisible());
    const toaster = canvasElement.ownerDocument.querySelector('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-sonner-theme', args.theme);
    for (const close of body.getAllByRole('button', { name: /close/i })) await userEvent.click(close);
    await waitFor(() => expect(body.queryByText('Agent published')).toBeNull());
  },
});

/** On a dark page the toasts are dark too (`theme="dark"`). */
export const Dark = Default.extend({ args: { theme: 'dark' }, globals: dark });
export const OnPhone = Default.extend({ globals: phone });
