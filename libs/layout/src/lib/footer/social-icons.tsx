import type { SocialNetwork } from '@brokerage/contracts';
import type { DistrictConfig } from '@brokerage/domain';
import type { ReactElement } from 'react';

/** The networks of the base config plus the district-only ones (WeChat, Weibo). */
export type FooterSocialNetwork = SocialNetwork | NonNullable<DistrictConfig['ownSocial']>[number]['network'];

/** Simplified monochrome marks of the social networks (24-unit grid, `currentColor`). */
const paths: Record<FooterSocialNetwork, ReactElement> = {
  facebook: <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.5V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  telegram: <path d="M20.7 4.3 2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.8 5.4c.2.6.4.8.8.8.4 0 .6-.2.9-.4l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.1c.3-1.2-.5-1.8-1.5-1.4zM8.6 13.8l9-5.7c.4-.3.8-.1.5.2l-7.4 6.7-.3 3.2z" />,
  tiktok: <path d="M16.6 3h-3.1v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .9.1V9.4a5.9 5.9 0 1 0 4.9 5.8V9.1a7.6 7.6 0 0 0 4.4 1.4V7.4a4.5 4.5 0 0 1-4.4-4.4z" />,
  whatsapp: (
    <>
      <path
        d="M12 3.2a8.8 8.8 0 0 0-7.6 13.2L3.2 20.8l4.5-1.2A8.8 8.8 0 1 0 12 3.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M9.2 7.8c-.2-.4-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.3.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.9 4.5 4 2.2.9 2.7.7 3.2.6.5 0 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3l-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.3-.1-1.1-.4-2-1.3-.8-.7-1.3-1.5-1.4-1.8-.2-.3 0-.4.1-.5l.4-.5.3-.4c.1-.2 0-.3 0-.5z" />
    </>
  ),
  wechat: (
    <>
      <path d="M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.6 2.7 4.7l-.7 2.1 2.5-1.3c.9.3 1.8.4 2.7.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.3 3.1-5.9 7-5.9h.4C16.3 5.8 13 4 9.2 4zM6.8 8.8a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8zm4.8 0a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8z" />
      <path d="M22 14.4c0-2.7-2.7-4.9-6-4.9s-6 2.2-6 4.9 2.7 4.9 6 4.9c.7 0 1.4-.1 2-.3l2 1.1-.5-1.8c1.5-.9 2.5-2.3 2.5-3.9zm-8-.8a.8.8 0 1 1 0-1.5.8.8 0 0 1 0 1.5zm4 0a.8.8 0 1 1 0-1.5.8.8 0 0 1 0 1.5z" />
    </>
  ),
  weibo: (
    <>
      <path d="M10.1 19.5c-4 0-7.6-1.9-7.6-4.7 0-1.5.9-3.2 2.5-4.8 2.1-2.1 4.6-3.1 5.5-2.2.4.4.5 1.1.2 1.9-.1.4.4.2.4.2 1.7-.7 3.2-.8 3.8 0 .3.4.3 1 0 1.7-.1.3 0 .4.3.5 1.2.4 2.5 1.2 2.5 2.7 0 2.5-3.6 4.7-7.6 4.7zm-.5-7.8c-2.9.3-5 2-4.8 3.9.2 1.9 2.7 3.1 5.6 2.8 2.9-.3 5-2 4.8-3.9-.2-1.9-2.7-3.1-5.6-2.8zm.3 5.6c-1.4.5-2.9 0-3.4-1.1-.5-1.1.2-2.3 1.6-2.7 1.4-.4 2.8.1 3.3 1.1.5 1.1-.1 2.3-1.5 2.7z" />
      <path d="M17.4 4.6a5.3 5.3 0 0 1 5 6.8.8.8 0 1 1-1.5-.5 3.7 3.7 0 0 0-4.3-4.7.8.8 0 1 1-.3-1.5c.4 0 .7-.1 1.1-.1zm.2 2.6a2.6 2.6 0 0 1 2.3 3.3.7.7 0 1 1-1.3-.4 1.3 1.3 0 0 0-1.5-1.6.7.7 0 1 1-.3-1.3h.8z" />
    </>
  ),
  x: <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z" />,
  youtube: <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />,
};

export function SocialIcon({ network, size = 20 }: { network: FooterSocialNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {paths[network]}
    </svg>
  );
}
