/** Between 1024 and 1279 px the desktop header tightens so the English menu still fits on one line. */
export const compactDesktop = '@media (min-width: 1024px) and (max-width: 1279.98px)';
