import type { BaseConfig } from '@brokerage/contracts';
import { CloseIcon, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { DeviceFlags } from '../device-flags';
import { isExternalHref } from '@brokerage/domain';
import { AppButtonLink } from '../links';
import { footerMessages } from './messages';

type AppDownloadContent = BaseConfig['appDownload'];

export interface DownloadBannerProps {
  content: AppDownloadContent;
  flags: Pick<DeviceFlags, 'isIos' | 'isAndroid' | 'isHuawei'>;
  /** The site's download page (already prefixed): the target on devices without a store link. */
  downloadPageHref: string;
}

/** Where the download button leads: the App Store on iOS, Google Play on Android (the APK on Huawei), else the download page. */
export function downloadTarget({ content, flags, downloadPageHref }: DownloadBannerProps): string {
  if (flags.isIos && content.ios) return content.ios;
  if (flags.isAndroid && flags.isHuawei && content.apk) return content.apk;
  if (flags.isAndroid && content.android) return content.android;
  return downloadPageHref;
}

/** Mobile-only app download banner of the product pages (spec 2); the visitor can close it. */
export function DownloadBanner(props: DownloadBannerProps) {
  const { i18n } = useLingui();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const target = downloadTarget(props);
  return (
    <Banner aria-label={i18n._(footerMessages.downloadBanner)}>
      <Text>
        <strong>{props.content.title}</strong>
        <span>{props.content.text}</span>
      </Text>
      <AppButtonLink href={target} $variant="accent" $size="sm" {...(isExternalHref(target) ? { rel: 'noopener noreferrer' } : {})}>
        {i18n._(footerMessages.downloadButton)}
      </AppButtonLink>
      <CloseButton type="button" aria-label={i18n._(footerMessages.closeDownloadBanner)} onClick={() => setClosed(true)}>
        <CloseIcon size={18} />
      </CloseButton>
    </Banner>
  );
}

const Banner = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(15, 30, 60, 0.08);
  ${media.desktop} { display: none; }
`;

const Text = styled.p`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  strong { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  span { overflow: hidden; color: ${({ theme }) => theme.colors.textMuted}; white-space: nowrap; text-overflow: ellipsis; }
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;
