import preview from '../../../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../fixtures/catalogue';
import { multiPlatformImage } from '../AgentVersionList/fixtures';
import { Toaster } from '../Toaster/Toaster';
import { spyClipboard } from '../../private/testing/clipboard';
import { frame } from '../../private/testing/decorators';
import { expectCodeInSight } from '../../private/testing/expectCodeInSight';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { bodyOf } from '../../private/testing/findDialog';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { VersionImage } from './VersionImage';

const clipboard = spyClipboard();

/** A long owner/name, so the image's name is longer than a phone's line. */
const image = 'localhost:8080/productivity-labs/inbox-triage-assistant:2.3.1';

const meta = preview.meta({
  title: 'Components/VersionImage',
  component: VersionImage,
  args: {
    registry: { host: 'localhost:8080', insecure: true },
    agentRef: 'productivity-labs/inbox-triage-assistant',
    version: '2.3.1',
    image: sampleImage,
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
    frame('form'),
  ],
  beforeEach: clipboard.install,
});

/** The values shown beside the terms Digest, Size, Platforms, Pushed and Built. */
function facts(canvasElement: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries(
    [...canvasElement.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/Copy$/, '')]),
  );
}

/** An image for one platform: the four commands with the registry's host, the digest to copy, its size and dates. */
export const WithImage = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Image of version 2.3.1' })).toBeVisible();
    for (const command of [
      `agent pull ${image}`,
      `agent run ${image}`,
      `docker pull ${image}`,
      `podman pull --tls-verify=false ${image}`,
    ]) {
      await expect(canvas.getByText(command)).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Copy: ${command}` })).toBeVisible();
    }
    await expect(facts(canvasElement)).toEqual({
      Digest: sampleImage.digest,
      Size: '48.2 MB',
      Platforms: 'linux/amd64',
      Pushed: 'Apr 18, 2025',
      Built: 'Apr 18, 2025',
    });
    // Nothing to push: the push steps are not there.
    await expect(canvas.queryByText(/agent push/)).not.toBeInTheDocument();
  },
});

/** An image index for two platforms, without a build date; served over HTTPS, so podman needs no flag. */
export const MultiPlatform = meta.story({
  args: { image: multiPlatformImage, registry: { host: 'registry.example.com' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('podman pull registry.example.com/productivity-labs/inbox-triage-assistant:2.3.1')).toBeVisible();
    await expect(facts(canvasElement)).toEqual({
      Digest: multiPlatformImage.digest,
      Size: '131 MB',
      Platforms: 'linux/amd64, linux/arm64',
      Pushed: 'May 2, 2025',
    });
  },
});

/** Copy copies the whole command, and the digest's Copy the whole digest. */
export const CopyCommandAndDigest = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Copy: agent pull ${image}` }));
    await expect(clipboard.writeText).toHaveBeenLastCalledWith(`agent pull ${image}`);
    await waitFor(() => expect(bodyOf(canvasElement).getByText('Copied to clipboard')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the image digest' }));
    await expect(clipboard.writeText).toHaveBeenLastCalledWith(sampleImage.digest);
    await waitFor(() => expect(bodyOf(canvasElement).getByText('Digest copied to clipboard')).toBeVisible());
  },
});

/** The owner's version without an image: sign in with their username and a token, build, push. */
export const NoImageOwner = meta.story({
  args: { image: null, isOwner: true, username: 'productivity-labs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'No image for version 2.3.1 yet' })).toBeVisible();
    await expect(canvas.getByText('Version 2.3.1 has no container image yet, so there is nothing to pull.')).toBeVisible();
    await expect(canvas.getByText('Push one from the folder that holds its agent.yaml:')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Steps to push the image' }))
      .getAllByRole('listitem')
      .map((step) => step.querySelector('pre')?.textContent);
    await expect(steps).toEqual(['docker login localhost:8080 -u productivity-labs', `agent build -t ${image} .`, `agent push ${image}`]);
    await expect(canvas.getByText(/personal access token, or a named token with the agents:publish scope/)).toBeVisible();
    await expect(canvas.getByText('podman login --tls-verify=false localhost:8080 -u productivity-labs')).toBeVisible();
    await expect(canvas.queryByText(/pull/, { selector: 'pre code' })).not.toBeInTheDocument();
  },
});

/** A visitor sees how the owner pushes one, signed in as the owner. */
export const NoImageVisitor = meta.story({
  args: { image: undefined, registry: { host: 'agents.example.com' }, agentRef: 'ada/email-assistant', version: '1.0.0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Its owner pushes one from the folder that holds its agent.yaml:')).toBeVisible();
    await expect(canvas.getByText('docker login agents.example.com -u ada')).toBeVisible();
    await expect(canvas.getByText('podman login agents.example.com -u ada')).toBeVisible();
    await expect(canvas.getByText('agent push agents.example.com/ada/email-assistant:1.0.0')).toBeVisible();
  },
});

/** Every command and the digest read whole: they wrap inside their boxes, nothing runs off the screen. */
async function codeFitsTheScreen({ canvasElement }: { canvasElement: HTMLElement }) {
  await expectCodeInSight(canvasElement);
  await expectNoHorizontalOverflow(canvasElement);
}

/** On a phone, every command and the digest still read whole. */
export const WithImagePhone = WithImage.extend({ globals: phone, play: codeFitsTheScreen });
export const WithImagePhoneDark = WithImagePhone.extend({ globals: { ...phone, ...dark } });
export const WithImageDesktop = WithImage.extend({ globals: desktop, play: codeFitsTheScreen });
export const WithImageDark = WithImage.extend({ globals: dark });
export const NoImageOwnerDark = NoImageOwner.extend({ globals: dark });
export const NoImageOwnerPhone = NoImageOwner.extend({ globals: phone, play: codeFitsTheScreen });
export const NoImageOwnerPhoneDark = NoImageOwnerPhone.extend({ globals: { ...phone, ...dark } });
