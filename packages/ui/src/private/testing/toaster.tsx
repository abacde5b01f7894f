import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../../components/Toaster/Toaster';

/** Mounts the Toaster beside the story, for a component that toasts (copied, revoked…). */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);
