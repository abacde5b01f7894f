// The globals a story is shown again under: the dark theme, a phone, a desktop. A variant is the
// same story extended with them (`Default.extend({ globals: dark })`), so it keeps the story's
// args, render and play and checks the same things in the other setting.

/** The 375 px phone viewport. */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The other common phone widths (390 px, 414 px), for a bar that must fit each. */
export const phone390 = { viewport: { value: 'mobile390', isRotated: false } };
export const phone414 = { viewport: { value: 'mobile414', isRotated: false } };

/** The wide desktop viewport. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** The dark theme. */
export const dark = { theme: 'dark' };
