import preview from '../../../../../.storybook/preview';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { spyClipboard } from '../../private/testing/clipboard';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { bodyOf } from '../../private/testing/findDialog';
import { dark, phone } from '../../testing/storyVariants';
import { sampleAgentYaml } from '../AgentVersionList/fixtures';
import { Toaster } from '../Toaster/Toaster';
import { ManifestView } from './ManifestView';

const clipboard = spyClipboard();
/** What the Download button saved: the blob and the link's file name. */
const saved: { blob?: Blob; name?: string } = {};

const meta = preview.meta({
  title: 'Components/ManifestView',
  component: ManifestView,
  args: { yaml: sampleAgentYaml, version: '2.3.1' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
    frame('column'),
  ],
  beforeEach: () => {
    delete saved.blob;
    delete saved.name;
    const restoreClipboard = clipboard.install();
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
      restoreClipboard();
      createUrl.mockRestore();
      revokeUrl.mockRestore();
      click.mockRestore();
    };
  },
});

/** The file as published; Copy puts it on the clipboard, Download saves agent.yaml. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('agent.yaml')).toBeVisible();
    await expect(canvas.getByText('v2.3.1')).toBeVisible();
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.textContent).toBe(sampleAgentYaml);

    await userEvent.click(canvas.getByRole('button', { name: 'Copy agent.yaml' }));
    await expect(clipboard.writeText).toHaveBeenCalledWith(sampleAgentYaml);
    await waitFor(() => expect(bodyOf(canvasElement).getByText('Copied to clipboard')).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Download agent.yaml' }));
    await expect(saved.name).toBe('agent.yaml');
    await expect(await saved.blob?.text()).toBe(sampleAgentYaml);
  },
});

export const Dark = meta.story({ globals: dark });

/** Another file name is shown and given to the download. */
export const CustomFileName = meta.story({
  args: { fileName: 'email-assistant-2.3.1.yaml', version: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^v\d/)).not.toBeInTheDocument();
    const download = canvas.getByRole('button', { name: 'Download email-assistant-2.3.1.yaml' });
    download.focus();
    await userEvent.keyboard('{Enter}');
    await expect(saved.name).toBe('email-assistant-2.3.1.yaml');
  },
});

/** Long lines scroll inside the box on a 375 px phone; the page does not. */
export const Phone = meta.story({
  args: { yaml: `${sampleAgentYaml}  description: ${'A very long single-line description of the agent. '.repeat(4)}\n` },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download agent.yaml' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
});
