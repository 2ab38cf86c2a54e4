import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { media } from '../theme';
import { AppPhoneView } from './app-phone-view';
import { appScreenCaptions } from './app-screen-messages';
import type { AppScreenKind } from './app-screen-views';

export interface AppTourProps {
  /** The screens, in order (3 to 5 read best). */
  kinds: readonly AppScreenKind[];
  /** Names the list for screen readers, usually the id of the section's heading. */
  labelledBy: string;
}

/** `AppTour`'s code: already a deferred part, so its phones are drawn here, not as parts of their own. */
export function AppTourView({ kinds, labelledBy }: AppTourProps) {
  const { i18n } = useLingui();
  return (
    // Scrollable on phones: focusable, so a keyboard can scroll it too.
    <Tour aria-labelledby={labelledBy} tabIndex={0} data-testid="app-tour">
      {kinds.map((kind) => (
        <li key={kind}>
          <AppPhoneView kind={kind} size="md" />
          <h3>{i18n._(appScreenCaptions[kind].title)}</h3>
          <p>{i18n._(appScreenCaptions[kind].text)}</p>
        </li>
      ))}
    </Tour>
  );
}

const Tour = styled.ol`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
  }
  > li > h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > li > p {
    max-width: 260px;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
  ${media.mobile} {
    grid-auto-columns: 72%;
    gap: ${({ theme }) => theme.space.md};
    /* Bleeds to the screen's edges so the next screen peeks in. */
    margin: 0 -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.md}`};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-padding: 0 ${({ theme }) => theme.space.md};
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    > li {
      scroll-snap-align: start;
    }
  }
`;
