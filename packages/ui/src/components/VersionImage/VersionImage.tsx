import type { AgentImage } from '@agent-registry/api-client/rules';
import { useId, type ReactNode } from 'react';
import { formatVersionDate } from '../AgentVersionList/AgentVersionList';
import { formatImageSize, imageCommands, pushCommands, type RegistryAddress } from '../AgentDetailScreen/agentAsCode';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { CopyBox } from '../CopyBox/CopyBox';
import * as styles from './VersionImage.css';

/** The texts of the image part of the agent page. */
export const VERSION_IMAGE_MESSAGES = {
  title: (version: string) => `Image of version ${version}`,
  missingTitle: (version: string) => `No image for version ${version} yet`,
  missing: (version: string) => `Version ${version} has no container image yet, so there is nothing to pull.`,
  pushOwner: 'Push one from the folder that holds its agent.yaml:',
  pushVisitor: 'Its owner pushes one from the folder that holds its agent.yaml:',
  login: 'Sign in to the registry. The password is a token: your personal access token, or a named token with the agents:publish scope.',
  build: 'Build the image:',
  push: 'Push it:',
  stepsLabel: 'Steps to push the image',
  after: 'The page then shows how to pull it.',
  noPlatforms: 'Not stated',
} as const;

export interface VersionImageProps {
  /** The registry's address as the container tools name it (in the app: `window.location.host`). */
  registry: RegistryAddress;
  /** The agent's 'owner/name'. */
  agentRef: string;
  /** The version whose image this is. */
  version: string;
  /** The version's image; null or absent: none was pushed, and the box tells how to push one. */
  image?: AgentImage | null;
  /** Who signs in to push: the owner's username (default: the owner part of `agentRef`). */
  username?: string | null;
  /** The viewer owns the agent: the push steps speak to them. */
  isOwner?: boolean;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/**
 * A version's container image: the commands that pull and run it (Agent as Code, Docker, Podman)
 * with the registry's host, its digest to copy, size, platforms and dates; without an image, how
 * to push one.
 */
export function VersionImage({ registry, agentRef, version, image, username, isOwner = false, className }: VersionImageProps) {
  const titleId = useId();
  const M = VERSION_IMAGE_MESSAGES;
  return (
    <Stack as="section" gap={3} aria-labelledby={titleId} className={className}>
      <Box as="h3" id={titleId} margin={0} fontSize="base" fontWeight="semibold" color="text">
        {image ? M.title(version) : M.missingTitle(version)}
      </Box>
      {image ? (
        <ImageDetails registry={registry} agentRef={agentRef} version={version} image={image} />
      ) : (
        <PushSteps
          registry={registry}
          agentRef={agentRef}
          version={version}
          username={username || agentRef.split('/')[0] || 'USERNAME'}
          isOwner={isOwner}
        />
      )}
    </Stack>
  );
}

function ImageDetails({
  registry,
  agentRef,
  version,
  image,
}: Required<Pick<VersionImageProps, 'registry' | 'agentRef' | 'version'>> & { image: AgentImage }) {
  const pushed = formatVersionDate(image.pushed_at);
  const built = formatVersionDate(image.created_at);
  return (
    <>
      {imageCommands(registry, agentRef, version).map(({ id, label, command }) => (
        <Stack key={id} gap={1}>
          <p className={styles.text}>{label}</p>
          <CopyBox value={command} copyLabel={`Copy: ${command}`} />
        </Stack>
      ))}
      <dl className={styles.facts}>
        <Fact term="Digest">
          <CopyBox value={image.digest} copyLabel="Copy the image digest" successMessage="Digest copied to clipboard" />
        </Fact>
        <Fact term="Size">{formatImageSize(image.size)}</Fact>
        <Fact term="Platforms">{image.platforms.length > 0 ? image.platforms.join(', ') : VERSION_IMAGE_MESSAGES.noPlatforms}</Fact>
        {pushed && (
          <Fact term="Pushed">
            <time dateTime={image.pushed_at}>{pushed}</time>
          </Fact>
        )}
        {built && image.created_at && (
          <Fact term="Built">
            <time dateTime={image.created_at}>{built}</time>
          </Fact>
        )}
      </dl>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function PushSteps({
  registry,
  agentRef,
  version,
  username,
  isOwner,
}: Required<Pick<VersionImageProps, 'registry' | 'agentRef' | 'version'>> & { username: string; isOwner: boolean }) {
  const M = VERSION_IMAGE_MESSAGES;
  const [login, podmanLogin, build, push] = pushCommands(registry, agentRef, version, username);
  return (
    <>
      <p className={styles.text}>{M.missing(version)}</p>
      <p className={styles.text}>{isOwner ? M.pushOwner : M.pushVisitor}</p>
      <ol className={styles.steps} aria-label={M.stepsLabel}>
        <CommandStep text={M.login} command={login.command}>
          <p className={styles.text}>
            With Podman: <code className={styles.inlineCode}>{podmanLogin.command}</code>
          </p>
        </CommandStep>
        <CommandStep text={M.build} command={build.command} />
        <CommandStep text={M.push} command={push.command} />
      </ol>
      <p className={styles.text}>{M.after}</p>
    </>
  );
}

/** One step of PushSteps: what it does, the command with a Copy button, and any note after it. */
function CommandStep({ text, command, children }: { text: string; command: string; children?: ReactNode }) {
  return (
    <li>
      <Stack gap={1}>
        <p className={styles.text}>{text}</p>
        <CopyBox value={command} copyLabel={`Copy: ${command}`} />
        {children}
      </Stack>
    </li>
  );
}
