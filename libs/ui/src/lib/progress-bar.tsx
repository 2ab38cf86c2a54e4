import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { uiMessages } from './messages';

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

type Phase = 'idle' | 'running' | 'finishing';

/**
 * Top-of-page loading bar. It grows steadily while `active`, fills and fades when loading ends,
 * and finishes by itself once it passes 95 percent so a slow load never leaves it stuck at the end.
 */
export function ProgressBar({ active, duration = PROGRESS_DEFAULT_DURATION_MS }: ProgressBarProps) {
  const { i18n } = useLingui();
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const phaseRef = useRef<Phase>('idle');
  phaseRef.current = phase;
  // Source of truth for the interval, which may tick several times between renders.
  const percentRef = useRef(0);
  const updatePercent = useCallback((value: number) => {
    percentRef.current = value;
    setPercent(value);
  }, []);

  useEffect(() => {
    if (active) {
      updatePercent(0);
      setPhase('running');
    } else if (phaseRef.current === 'running') {
      setPhase('finishing');
    }
  }, [active, updatePercent]);

  useEffect(() => {
    if (phase !== 'running') return;
    const step = (100 * PROGRESS_TICK_MS) / Math.max(duration, PROGRESS_TICK_MS);
    const timer = setInterval(() => {
      const next = percentRef.current + step;
      if (next > PROGRESS_AUTO_FINISH_PERCENT) setPhase('finishing');
      else updatePercent(next);
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [phase, duration, updatePercent]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    updatePercent(100);
    const timer = setTimeout(() => {
      setPhase('idle');
      updatePercent(0);
    }, PROGRESS_FADE_MS);
    return () => clearTimeout(timer);
  }, [phase, updatePercent]);

  if (phase === 'idle') return null;
  const value = Math.round(percent);
  return (
    <Track role="progressbar" aria-label={i18n._(uiMessages.pageLoading)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <Fill style={{ transform: `scaleX(${percent / 100})` }} $finishing={phase === 'finishing'} />
    </Track>
  );
}

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: ${PROGRESS_BAR_HEIGHT_PX}px;
  z-index: ${({ theme }) => theme.zIndex.progress};
  pointer-events: none;
`;

const Fill = styled.div<{ $finishing: boolean }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transform-origin: left center;
  transition: transform ${PROGRESS_TICK_MS}ms linear, opacity ${PROGRESS_FADE_MS}ms ease ${PROGRESS_TICK_MS}ms;
  opacity: ${({ $finishing }) => ($finishing ? 0 : 1)};
`;
