import preview from '../../../../../.storybook/preview';
import { showsStatus } from '../../private/testing/loadStates';
import { MockModeBadge } from './MockModeBadge';
import { dark } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Components/MockModeBadge',
  component: MockModeBadge,
  parameters: { layout: 'centered' },
});

export const Default = meta.story({
  play: showsStatus('Mock API Mode'),
});

export const Dark = Default.extend({ globals: dark });
