import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { uiMessages } from './messages';
import { PROGRESS_AUTO_FINISH_PERCENT, PROGRESS_DEFAULT_DURATION_MS, PROGRESS_FADE_MS, PROGRESS_TICK_MS, PROGRESS_BAR_HEIGHT_PX, type ProgressBarProps } from './progress-bar';

type Phase = 'idle' | 'running' | 'finishing';

/** The bar itself, loaded by ProgressBar (progress-bar.tsx) when a page first navigates. */
export function ProgressTrack({ active, duration = PROGRESS_DEFAULT_DURATION_MS }: ProgressBarProps) {
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
