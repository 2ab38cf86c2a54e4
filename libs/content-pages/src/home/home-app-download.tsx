import type { BaseConfig } from '@brokerage/contracts';
import { useLingui } from '@lingui/react';
import { media } from '@brokerage/ui';
import { useSite, useSiteHref } from '@brokerage/site-core';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { downloadChoices, type DownloadChoice } from '../products/download-choices';
import { AndroidMark, AppleMark, PlayMark } from './home-icons';
import { Container } from './home-layout';
import { homeMessages } from './home-messages';

export type HomeAppDownloadContent = BaseConfig['appDownload'];

export interface HomeAppDownloadProps {
  /** The base config's app links and QR code; the band is left out without it. */
  content: HomeAppDownloadContent | null | undefined;
  /** Page texts used when the base config has no title or text. */
  fallbackTitle?: string;
  fallbackText?: string;
}

/** A visitor on a computer: the choices of the site's district, whatever the device. */
const DESKTOP = { isIos: false, isAndroid: false, isHuawei: false };

/**
 * App download band: title and text, the store badges of the district (the download page's
 * choices: no Google Play on the mainland site), and the QR code (desktop).
 */
export function HomeAppDownload({ content, fallbackTitle, fallbackText }: HomeAppDownloadProps) {
  const { i18n } = useLingui();
  const { site } = useSite();
  const href = useSiteHref();
  const headingId = useId();
  if (!content) return null;
  const choices = downloadChoices(site.district, DESKTOP, site.district);
  const allBadges: { key: DownloadChoice; url: string; icon: ReactNode; small: string; name: string }[] = [
    { key: 'ios', url: content.ios, icon: <AppleMark />, small: i18n._(homeMessages.appStoreLabel), name: i18n._(homeMessages.appStore) },
    { key: 'android', url: content.android, icon: <PlayMark />, small: i18n._(homeMessages.googlePlayLabel), name: i18n._(homeMessages.googlePlay) },
    { key: 'apk', url: content.apk, icon: <AndroidMark />, small: i18n._(homeMessages.apkLabel), name: i18n._(homeMessages.apk) },
  ];
  const badges = allBadges.filter((badge) => badge.url && choices.includes(badge.key));
  const title = content.title || fallbackTitle || i18n._(homeMessages.appTitle);
  const text = content.text || fallbackText;
  return (
    <Band aria-labelledby={headingId} data-testid="home-app">
      <Layout>
        <Copy>
          <Title id={headingId}>{title}</Title>
          {text ? <Text>{text}</Text> : null}
          {badges.length > 0 ? (
            <Badges aria-label={i18n._(homeMessages.appStores)}>
              {badges.map((badge) => (
                <li key={badge.key}>
                  <Badge href={href(badge.url)} rel="noopener noreferrer">
                    {badge.icon}
                    <BadgeText>
                      <small>{badge.small}</small>
                      <strong>{badge.name}</strong>
                    </BadgeText>
                  </Badge>
                </li>
              ))}
            </Badges>
          ) : null}
        </Copy>
        {content.qrCode ? (
          <Qr>
            <img src={content.qrCode} alt={i18n._(homeMessages.qrCode)} width={148} height={148} loading="lazy" />
            <figcaption>{i18n._(homeMessages.scan)}</figcaption>
          </Qr>
        ) : null}
      </Layout>
    </Band>
  );
}

const Band = styled.section`
  color: ${({ theme }) => theme.colors.textInverse};
  background:
    radial-gradient(circle at 90% 20%, rgba(247, 135, 63, 0.25), transparent 40%),
    linear-gradient(120deg, ${({ theme }) => theme.colors.brandDark} 0%, ${({ theme }) => theme.colors.brand} 100%);
`;

const Layout = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  ${media.mobile} {
    padding-top: ${({ theme }) => theme.space.xl};
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Text = styled.p`
  margin: 0;
  color: rgba(255, 255, 255, 0.88);
  line-height: 1.65;
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 164px;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid rgba(255, 255, 255, 0.45);
  border-radius: ${({ theme }) => theme.radii.md};
  background: #0b1220;
  color: #ffffff;
  text-decoration: none;
  &:hover {
    border-color: #ffffff;
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
  svg {
    flex: none;
  }
`;

const BadgeText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  small {
    font-size: 11px;
    opacity: 0.85;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Qr = styled.figure`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #ffffff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  img {
    display: block;
    width: 148px;
    height: 148px;
  }
  figcaption {
    max-width: 160px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: center;
  }
  ${media.mobile} {
    display: none;
  }
`;
