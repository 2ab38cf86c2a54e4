import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { uiMessages } from './messages';

/** Header avatar size (spec 2). */
export const AVATAR_DEFAULT_SIZE_PX = 34;

export interface AvatarProps {
  src?: string | null;
  /** The person's name: used as the image's text alternative and for the initial when there is no image. */
  name?: string | null;
  size?: number;
  /** Hide from assistive technology when the name is already next to it (e.g. inside a labelled button). */
  decorative?: boolean;
  className?: string;
}

/** Round user picture; falls back to the name's first letter when there is no image or it fails to load. */
export function Avatar({ src, name, size = AVATAR_DEFAULT_SIZE_PX, decorative = false, className }: AvatarProps) {
  const { i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);

  const label = name?.trim() || i18n._(uiMessages.avatarFallback);
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': label };

  if (src && !failed) {
    return (
      <Circle $size={size} className={className} {...a11y}>
        <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
      </Circle>
    );
  }
  const initial = name?.trim() ? Array.from(name.trim())[0].toUpperCase() : '';
  return (
    <Circle $size={size} className={className} {...a11y}>
      {initial || <PersonGlyph size={size} />}
    </Circle>
  );
}

const PersonGlyph = ({ size }: { size: number }) => (
  <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4.5" />
    <path d="M3.5 21c0-4.4 3.8-7.5 8.5-7.5s8.5 3.1 8.5 7.5z" />
  </svg>
);

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: 600;
  line-height: 1;
  user-select: none;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
