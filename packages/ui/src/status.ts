/** The three states every screen that loads data takes (the app derives them from its queries). */
export const loadStatuses = ['loading', 'error', 'success'] as const;
export type LoadStatus = (typeof loadStatuses)[number];
