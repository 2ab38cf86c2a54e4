import { lazy, Suspense, useState } from 'react';

/** Spec 9: the route progress bar is 2 px high and runs 3000 ms by default. */
export const PROGRESS_BAR_HEIGHT_PX = 2;
export const PROGRESS_DEFAULT_DURATION_MS = 3000;
/** Above this percentage the bar finishes on its own, even if loading has not ended. */
export const PROGRESS_AUTO_FINISH_PERCENT = 95;
/** Update interval of the bar. */
export const PROGRESS_TICK_MS = 100;
/** How long the full bar stays visible before it disappears. */
export const PROGRESS_FADE_MS = 300;

export interface ProgressBarProps {
  /** True while page data loads (e.g. Remix navigation state is not idle). */
  active: boolean;
  /** Time for the bar to go from empty to full when loading does not end first. */
  duration?: number;
}

// A page renders no bar until its first client-side navigation: the bar's code loads then.
const ProgressTrack = lazy(() => import('./progress-track').then((module) => ({ default: module.ProgressTrack })));

/**
 * Top-of-page loading bar. It grows steadily while `active`, fills and fades when loading ends,
 * and finishes by itself once it passes 95 percent so a slow load never leaves it stuck at the end.
 * Nothing is rendered (or loaded) before it is first active.
 */
export function ProgressBar(props: ProgressBarProps) {
  const [used, setUsed] = useState(props.active);
  if (props.active && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <ProgressTrack {...props} />
    </Suspense>
  ) : null;
}
