import { userEvent } from 'storybook/test';

/** Replaces what `field` holds with `text`, typed as a person would: cleared, then typed. */
export async function replaceField(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
