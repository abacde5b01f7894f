import preview from '../../../../../.storybook/preview';
import type { NamespacePage as NamespacePageData } from '@agent-registry/api-client/rules';
import { expect } from 'storybook/test';
import { sampleAvatarUrl } from '../../fixtures/account';
import { sampleAgents } from '../../fixtures/catalogue';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { showsStatus, showsText } from '../../private/testing/loadStates';
import { dark, phone } from '../../testing/storyVariants';
import { NAMESPACE_PAGE_MESSAGES, NamespacePage } from './NamespacePage';

const org: NamespacePageData = {
  kind: 'org',
  name: 'acme-labs',
  display_name: 'Acme Labs',
  bio: 'Agents for the paperwork nobody wants to do.',
  avatar_url: sampleAvatarUrl,
  public_profile: true,
  renamed_from: null,
  agents: sampleAgents.slice(0, 3),
  total_downloads: 15420,
};

const meta = preview.meta({
  title: 'Components/NamespacePage',
  component: NamespacePage,
  args: { page: org, status: 'success' as const },
});

/** An organisation: avatar, display name, name, bio, counts and its public agents. */
export const Organisation = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acme Labs' })).toBeVisible();
    await expect(canvas.getByText('Organisation')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Avatar of Acme Labs' })).toBeVisible();
    await expect(canvas.getByText('3 public agents')).toBeVisible();
    await expect(canvas.getByText('15.4k downloads')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const Dark = Organisation.extend({ globals: dark });

export const Phone = Organisation.extend({ globals: phone });

/** A user who keeps the profile private: the name and the agents only. */
export const PrivateUser = meta.story({
  args: {
    page: {
      ...org,
      kind: 'user',
      name: 'ada',
      display_name: '',
      bio: '',
      avatar_url: '',
      public_profile: false,
      agents: [],
      total_downloads: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible();
    await expect(canvas.getByText(NAMESPACE_PAGE_MESSAGES.privateProfile)).toBeVisible();
    await expect(canvas.getByText(NAMESPACE_PAGE_MESSAGES.noAgents)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const PrivateUserDark = PrivateUser.extend({ globals: dark });

export const Loading = meta.story({
  args: { page: null, status: 'loading' },
  play: showsStatus('Loading'),
});

export const NotFound = meta.story({
  args: { page: null, status: 'error', error: 'Namespace not found' },
  play: showsText(`${NAMESPACE_PAGE_MESSAGES.loadFailedPrefix}Namespace not found`),
});
