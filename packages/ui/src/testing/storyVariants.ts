// The globals a story is shown again under: the dark theme, a phone, a desktop. A variant is the
// same story extended with them (`Default.extend({ globals: dark })`), so it keeps the story's
// args, render and play and checks the same things in the other setting.

/** The 375 px phone viewport. */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The wide desktop viewport. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** The dark theme. */
export const dark = { theme: 'dark' };
