import type { Decorator } from '@storybook/react-vite';

// The frames stories put their component in, written once: a story says `decorators: [frame('form')]`.
const frames = {
  /** A dialog trigger, a badge or a single field: a little room around it. */
  small: { padding: '2rem 1rem', maxWidth: 420 },
  /** A form or a panel as wide as the profile page's column. */
  form: { padding: '2rem 1rem', maxWidth: 720, margin: '0 auto' },
  /** The same with room below for a dropdown or a dialog. */
  popover: { padding: '2rem 1rem', maxWidth: 720, minHeight: 420, margin: '0 auto' },
  /** A reading column (the profile, the security panels). */
  column: { maxWidth: '48rem', margin: '0 auto', padding: '1rem' },
  /** A whole screen, as wide as the app's content. */
  page: { maxWidth: '80rem', margin: '0 auto', padding: '0 1rem' },
} as const;

export type StoryFrame = keyof typeof frames;

/** Wraps a story in one of the shared frames. */
export function frame(kind: StoryFrame): Decorator {
  function Frame(Story: Parameters<Decorator>[0]) {
    return (
      <div style={frames[kind]}>
        <Story />
      </div>
    );
  }
  return Frame;
}
