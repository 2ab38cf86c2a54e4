import type { DistrictConfig } from '@brokerage/domain';
import { media, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { withValues } from '../with-values';
import { footerMessages } from './messages';
import { districtFooterMessages as m } from './district-messages';
import { SocialIcon, type FooterSocialNetwork } from './social-icons';

export type FilingLine = NonNullable<DistrictConfig['icpFiling']>;

/** Round icon link (or button) of the footer's social list. */
export const socialButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.08);
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.accent}; }
`;

/**
 * A WeChat-style account followed by scanning a QR code: a button that shows the code beside it
 * (Escape or a second press hides it again, and so does moving focus away).
 */
export function QrCodeButton({ network, label, qrImage }: { network: FooterSocialNetwork; label: string; qrImage: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <QrWrapper
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <QrTrigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={i18n._(withValues(m.qrButton, { network: label }))}
        title={label}
        onClick={() => setOpen((value) => !value)}
      >
        <SocialIcon network={network} />
      </QrTrigger>
      <QrPanel id={panelId} hidden={!open}>
        <img src={qrImage} alt={i18n._(withValues(m.qrAlt, { network: label }))} width={136} height={136} loading="lazy" />
        <span>{i18n._(withValues(m.qrHint, { network: label }))}</span>
      </QrPanel>
    </QrWrapper>
  );
}

/** The ICP filing line of a site hosted in mainland China, linking to the filing register in a new window. */
export function FilingNotice({ filing }: { filing: FilingLine }) {
  const { i18n } = useLingui();
  return (
    <Filing>
      <VisuallyHidden>{i18n._(m.filingLabel)}: </VisuallyHidden>
      <a href={filing.href} target="_blank" rel="noopener noreferrer">
        {filing.text}
        <VisuallyHidden> {i18n._(footerMessages.newWindow)}</VisuallyHidden>
      </a>
    </Filing>
  );
}

const QrWrapper = styled.div`
  position: relative;
  display: inline-flex;
  /* On phones the code opens at the start of the social list (positioned), so it never leaves the screen. */
  ${media.mobile} { position: static; }
`;

const QrTrigger = styled.button`
  ${socialButtonStyles}
  &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.accent}; }
`;

const QrPanel = styled.div`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space.sm});
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 184px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  transform: translateX(-50%);
  ${media.mobile} { left: 0; transform: none; }
  &[hidden] { display: none; }
  img { display: block; width: 136px; height: 136px; }
`;

const Filing = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  a { color: ${({ theme }) => theme.colors.footerText}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.textInverse}; text-decoration: underline; }
`;
