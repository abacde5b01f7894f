import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { sampleAgentYaml } from '../AgentVersionList/fixtures';
import { Toaster } from '../Toaster/Toaster';
import { ManifestView } from './ManifestView';

const writeText = fn(async (_text: string) => {});
/** What the Download button saved: the blob and the link's file name. */
const saved: { blob?: Blob; name?: string } = {};

const meta = {
  tags: ['autodocs'],
  title: 'Components/ManifestView',
  component: ManifestView,
  args: { yaml: sampleAgentYaml, version: '2.3.1' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '1rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    writeText.mockClear();
    delete saved.blob;
    delete saved.name;
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    // The download is caught before the browser saves anything.
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:story';
    });
    const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    return () => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      createUrl.mockRestore();
      revokeUrl.mockRestore();
      click.mockRestore();
    };
  },
} satisfies Meta<typeof ManifestView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file as published; Copy puts it on the clipboard, Download saves agent.yaml. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('agent.yaml')).toBeVisible();
    await expect(canvas.getByText('v2.3.1')).toBeVisible();
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.textContent).toBe(sampleAgentYaml);

    await userEvent.click(canvas.getByRole('button', { name: 'Copy agent.yaml' }));
    await expect(writeText).toHaveBeenCalledWith(sampleAgentYaml);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Copied to clipboard')).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Download agent.yaml' }));
    await expect(saved.name).toBe('agent.yaml');
    await expect(await saved.blob?.text()).toBe(sampleAgentYaml);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Another file name is shown and given to the download. */
export const CustomFileName: Story = {
  args: { fileName: 'email-assistant-2.3.1.yaml', version: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^v\d/)).not.toBeInTheDocument();
    const download = canvas.getByRole('button', { name: 'Download email-assistant-2.3.1.yaml' });
    download.focus();
    await userEvent.keyboard('{Enter}');
    await expect(saved.name).toBe('email-assistant-2.3.1.yaml');
  },
};

/** Long lines scroll inside the box on a 375 px phone; the page does not. */
export const Phone: Story = {
  args: { yaml: `${sampleAgentYaml}  description: ${'A very long single-line description of the agent. '.repeat(4)}\n` },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download agent.yaml' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
