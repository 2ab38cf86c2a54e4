import { Button, ErrorTip } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { SLIDER_TRAIL_MAX_POINTS } from '@brokerage/contracts/constants';
import type { SliderPuzzle, SliderTrail } from '../transport';
import { panelMessages as m } from './messages';
import { usePanelText } from './panel-text';
import type { SliderState } from './use-login-form';

export interface SliderCaptchaProps {
  state: SliderState;
  /** The left edge (px of the puzzle picture) where the piece was dropped, and the trail of its move. */
  onVerify: (x: number, trail: SliderTrail) => void;
  onRefresh: () => void;
  onCancel: () => void;
}

/**
 * The slider captcha box (spec 4: after code 400 on sending a phone code): drag the piece, or move
 * it with the keyboard, to the gap in the picture; releasing it (or Verify) checks the position.
 */
export function SliderCaptcha({ state, onVerify, onRefresh, onCancel }: SliderCaptchaProps) {
  const { i18n } = useLingui();
  const text = usePanelText();
  const headingId = useId();
  const instructionsId = useId();

  return (
    <Box role="group" aria-labelledby={headingId} data-testid="slider-captcha">
      <Heading id={headingId}>{i18n._(m.sliderTitle)}</Heading>
      <Instructions id={instructionsId}>{i18n._(m.sliderInstructions)}</Instructions>
      {state.status === 'loading' ? (
        <>
          <Loading role="status">{i18n._(m.sliderLoading)}</Loading>
          <Actions>
            <CancelButton onCancel={onCancel} />
          </Actions>
        </>
      ) : (
        <Puzzle
          key={state.puzzle.challengeId}
          puzzle={state.puzzle}
          busy={state.busy}
          error={state.error && text(state.error)}
          instructionsId={instructionsId}
          onVerify={onVerify}
          onRefresh={onRefresh}
          onCancel={onCancel}
        />
      )}
    </Box>
  );
}

/** At most `max` points of the trail, evenly spread, first and last kept. */
const sampled = (trail: SliderTrail, max: number): SliderTrail =>
  trail.length <= max ? trail : Array.from({ length: max }, (_, index) => trail[Math.round((index * (trail.length - 1)) / (max - 1))]);

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { i18n } = useLingui();
  return (
    <Button $size="sm" $variant="text" onClick={onCancel}>
      {i18n._(m.cancel)}
    </Button>
  );
}

interface PuzzleProps extends Omit<SliderCaptchaProps, 'state'> {
  puzzle: SliderPuzzle;
  busy: boolean;
  error: string | null;
  instructionsId: string;
}

function Puzzle({ puzzle, busy, error, instructionsId, onVerify, onRefresh, onCancel }: PuzzleProps) {
  const { i18n } = useLingui();
  const [x, setX] = useState(0);
  const handleRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startClientX: number; startX: number } | null>(null);
  // The API checks how the piece moved (pointer or keys alike), timed from when the puzzle appeared.
  const shownAt = useRef(performance.now());
  const trail = useRef<SliderTrail>([]);
  const record = (position: number) => trail.current.push([Math.round(performance.now() - shownAt.current), position]);
  const moveTo = (position: number) => {
    if (trail.current.length === 0) record(x);
    record(position);
    setX(position);
  };
  const verify = (position: number) => {
    record(position);
    onVerify(position, sampled(trail.current, SLIDER_TRAIL_MAX_POINTS));
  };
  const maxX = puzzle.width - puzzle.pieceSize;
  const clamp = (value: number) => Math.round(Math.min(maxX, Math.max(0, value)));
  const percent = (px: number, of: number) => `${(px / of) * 100}%`;

  // A new puzzle takes the focus, so keyboard users can start moving the piece at once.
  useEffect(() => handleRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      verify(x);
      return;
    }
    const next = keyTarget(event);
    if (next === null) return;
    event.preventDefault();
    moveTo(clamp(next));
  };
  const keyTarget = (event: KeyboardEvent<HTMLDivElement>): number | null => {
    if (event.key === 'Home') return 0;
    if (event.key === 'End') return maxX;
    const step = KEY_STEPS[event.key];
    return step === undefined ? null : x + step * (event.shiftKey ? 10 : 1);
  };

  // The picture may be drawn smaller than its pixel size (mobile): pointer moves are scaled back.
  const draggedTo = (clientX: number, start: { startClientX: number; startX: number }) => {
    const puzzlePixelsPerScreenPixel = puzzle.width / (trackRef.current?.getBoundingClientRect().width || puzzle.width);
    return clamp(start.startX + (clientX - start.startClientX) * puzzlePixelsPerScreenPixel);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startClientX: event.clientX, startX: x };
    record(x);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) moveTo(draggedTo(event.clientX, drag.current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dropped = draggedTo(event.clientX, drag.current);
    drag.current = null;
    setX(dropped);
    verify(dropped);
  };

  return (
    <>
      <Picture $width={puzzle.width} $height={puzzle.height}>
        <img src={puzzle.background} alt={i18n._(m.sliderPicture)} />
        <Piece src={puzzle.piece} alt="" style={{ left: percent(x, puzzle.width), top: percent(puzzle.pieceY, puzzle.height), width: percent(puzzle.pieceSize, puzzle.width) }} />
      </Picture>
      <Track ref={trackRef} $width={puzzle.width}>
        <Handle
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={i18n._(m.sliderHandle)}
          aria-describedby={instructionsId}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={x}
          aria-disabled={busy}
          style={{ left: percent(x, puzzle.width), width: percent(puzzle.pieceSize, puzzle.width) }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
        >
          <span aria-hidden="true">⇆</span>
        </Handle>
      </Track>
      {error && <ErrorTip message={error} />}
      {busy && <Loading role="status">{i18n._(m.sliderChecking)}</Loading>}
      <Actions>
        <Button $size="sm" disabled={busy} onClick={() => verify(x)}>
          {i18n._(m.sliderVerify)}
        </Button>
        <Button $size="sm" $variant="secondary" disabled={busy} onClick={onRefresh}>
          {i18n._(m.sliderRefresh)}
        </Button>
        <CancelButton onCancel={onCancel} />
      </Actions>
    </>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Instructions = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Picture = styled.div<{ $width: number; $height: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  img:first-child { display: block; width: 100%; height: 100%; }
`;

const Piece = styled.img`
  position: absolute;
  height: auto;
  pointer-events: none;
  filter: drop-shadow(0 2px 4px rgba(0, 0, 0, 0.45));
`;

const Track = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Handle = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: grab;
  touch-action: none;
  user-select: none;
  &:active { cursor: grabbing; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;
