import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Outer widths of the phone; the screen's type scales with it (container units), so a frame narrowed by its column stays in proportion. */
const FRAME_WIDTH_PX = { sm: 220, md: 264, lg: 308 } as const;

export type DeviceFrameSize = keyof typeof FRAME_WIDTH_PX;

export interface DeviceFrameProps {
  /** The screen shown in the phone, usually an `<AppScreen>`. */
  children: ReactNode;
  /** What the picture shows, for screen readers (the screen's own words are hidden from them). */
  label: string;
  /** Outer width: sm 220 px, md 264 px (default), lg 308 px; never wider than its column. */
  size?: DeviceFrameSize;
  className?: string;
}

/**
 * A phone drawn in CSS around a screen of the trading app. It is one picture for assistive
 * technology: `role="img"` named by `label`, the screen's details hidden (`aria-hidden`).
 */
export function DeviceFrame({ children, label, size = 'md', className }: DeviceFrameProps) {
  return (
    <Frame role="img" aria-label={label} className={className} $width={FRAME_WIDTH_PX[size]} data-testid="device-frame">
      <Screen aria-hidden="true">
        <StatusBar>
          <span>9:41</span>
          <Island />
          <StatusIcons />
        </StatusBar>
        <ScreenBody>{children}</ScreenBody>
        <HomeIndicator />
      </Screen>
    </Frame>
  );
}

/** Signal, wi-fi and battery in the status bar. */
const StatusIcons = () => (
  <svg viewBox="0 0 44 12" width="3.6em" height="1em" focusable="false">
    <g fill="currentColor">
      <rect x="0" y="8" width="2.4" height="3" rx="0.6" />
      <rect x="3.6" y="6" width="2.4" height="5" rx="0.6" />
      <rect x="7.2" y="4" width="2.4" height="7" rx="0.6" />
      <rect x="10.8" y="2" width="2.4" height="9" rx="0.6" />
      <path d="M21 10.6 L18.6 8.2 A3.4 3.4 0 0 1 23.4 8.2 Z M16.4 6 A6.6 6.6 0 0 1 25.6 6 L24.4 7.2 A4.9 4.9 0 0 0 17.6 7.2 Z" />
      <rect x="29" y="2" width="12.5" height="8" rx="2" fill="none" stroke="currentColor" strokeWidth="1" />
      <rect x="30.5" y="3.5" width="8.5" height="5" rx="1" />
      <rect x="42.2" y="4.5" width="1.4" height="3" rx="0.6" />
    </g>
  </svg>
);

const Frame = styled.div<{ $width: number }>`
  position: relative;
  box-sizing: border-box;
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  aspect-ratio: 9 / 19;
  padding: ${({ $width }) => Math.round($width * 0.035)}px;
  border-radius: ${({ $width }) => Math.round($width * 0.16)}px;
  background: linear-gradient(150deg, #3a4358 0%, #151b29 35%, #0b101b 100%);
  box-shadow:
    inset 0 0 0 1.5px rgba(255, 255, 255, 0.14),
    0 24px 48px -12px rgba(8, 20, 48, 0.45),
    0 8px 16px -8px rgba(8, 20, 48, 0.3);
  container-type: inline-size;
  flex: none;
`;

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  /* About 11 px on the medium phone; em everywhere inside, so the whole screen scales together. */
  font-size: 10.5px;
  font-size: calc(100cqi / 22.5);
  line-height: 1.3;
  border-radius: 12.5cqi;
  background: #f4f6fa;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-variant-numeric: tabular-nums;
  text-align: left;
  user-select: none;
`;

const StatusBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex: none;
  height: 2.6em;
  padding: 0 1.6em 0 2em;
  background: #ffffff;
  font-size: 0.95em;
  font-weight: 600;
`;

const Island = styled.span`
  width: 7.2em;
  height: 1.9em;
  border-radius: 1em;
  background: #0b101b;
`;

const ScreenBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`;

const HomeIndicator = styled.span`
  flex: none;
  align-self: center;
  width: 34%;
  height: 0.4em;
  margin: 0.5em 0 0.6em;
  border-radius: 1em;
  background: #1a1f2b;
`;
