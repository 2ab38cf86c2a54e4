import type { BaseConfig, Lang } from '@brokerage/contracts';
import { Button, ButtonLink, inverseLinkStyles, media, PhoneIcon } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled from 'styled-components';
import { resolveHref, type DistrictConfig } from '@brokerage/domain';
import { AppButtonLink, AppLink } from '../links';
import { footerMessages } from './messages';
import { FilingNotice, QrCodeButton, socialButtonStyles } from './district-extras';
import { LicenceNotice } from './licence-notice';
import { SocialIcon, type FooterSocialNetwork } from './social-icons';
import { withValues } from '../with-values';

export interface FooterProps {
  config: DistrictConfig;
  lang: Lang;
  /** The base config; `{}` after a failed fetch (spec 8), when only the chrome renders. */
  content: Partial<BaseConfig>;
  loggedIn: boolean;
  showOpenAccountButton: boolean;
  /** Register button for visitors; typically opens the login dialog (an SMS login also registers). */
  onRegisterClick: () => void;
  /** A phone's first render: the link groups start folded (they are always open on a desktop layout). */
  foldLinkGroups?: boolean;
}

/** One entry of the footer's social list: a page to open, or (WeChat) a QR code to show. */
interface SocialEntry {
  network: FooterSocialNetwork;
  label: string;
  url?: string;
  qrImage?: string;
}

const LINK_GROUPS = ['service', 'about', 'agreement'] as const;

/** Where the branches are shown in full (address, hours, map): the footer only names them. */
const CONTACT_PATH = '/about-us/contact-us';

/**
 * Site footer of spec 2; every text in it comes from the base config except the chrome labels.
 * Kept light (issue 26): the branches are named here and shown with their maps on the contact page,
 * the link groups fold on phones, and a logged-in visitor gets no marketing buttons.
 */
export function Footer({ config, lang, content, loggedIn, showOpenAccountButton, onRegisterClick, foldLinkGroups = false }: FooterProps) {
  const { i18n } = useLingui();
  const ids = { contact: useId(), headquarters: useId(), branches: useId(), social: useId() };
  const href = (target: string) => resolveHref(config, lang, target);
  const { businessCollaboration, footerLinks, hotline, emails = [], tradingHours, headquarters = [], branches = [], social = [] } = content;
  // District-only accounts (WeChat, Weibo on the mainland) follow the base config's networks.
  const socialLinks: SocialEntry[] = [...social, ...(config.extraSocial ?? []).map((link) => ({ ...link, label: link.label[lang] }))];
  const showCta = !loggedIn;

  return (
    <Root>
      <Inner>
        {showCta && (
          <Cta>
            {businessCollaboration && (
              <CtaText>
                <CtaTitle>{businessCollaboration.title}</CtaTitle>
                <p>{businessCollaboration.text}</p>
              </CtaText>
            )}
            <CtaButtons>
              {businessCollaboration && (
                <ButtonLink href={`mailto:${businessCollaboration.email}`} $variant="ghost">
                  {businessCollaboration.buttonLabel}
                </ButtonLink>
              )}
              {showOpenAccountButton && (
                <AppButtonLink href={href(config.openAccountHref)} $variant="accent">
                  {i18n._(footerMessages.openAccount)}
                </AppButtonLink>
              )}
              {!loggedIn && (
                <Button $variant="ghost" onClick={onRegisterClick}>
                  {i18n._(footerMessages.register)}
                </Button>
              )}
            </CtaButtons>
          </Cta>
        )}

        <Columns>
          {footerLinks && (
            <LinkGroups aria-label={i18n._(footerMessages.footerNav)}>
              {LINK_GROUPS.map((key) => {
                const group = footerLinks[key];
                return (
                  <LinkGroup key={key} open={!foldLinkGroups}>
                    <summary>
                      <ColumnTitle>{group.title}</ColumnTitle>
                    </summary>
                    <LinkList>
                      {group.links.map((link) => (
                        <li key={`${link.href}-${link.label}`}>
                          <FooterLink href={href(link.href)}>{link.label}</FooterLink>
                        </li>
                      ))}
                    </LinkList>
                  </LinkGroup>
                );
              })}
            </LinkGroups>
          )}

          <Column aria-labelledby={ids.contact}>
            <ColumnTitle id={ids.contact}>{i18n._(footerMessages.contact)}</ColumnTitle>
            {hotline && (
              <Block>
                <span>{hotline.label}</span>
                <HotlineNumber href={`tel:${hotline.tel}`}>
                  <PhoneIcon size={18} />
                  {hotline.display}
                </HotlineNumber>
              </Block>
            )}
            {tradingHours && (
              <Block>
                <strong>{tradingHours.title}</strong>
                {tradingHours.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Block>
            )}
            {emails.length > 0 && (
              <Block as="ul">
                {emails.map((email) => (
                  <li key={email.address}>
                    {email.label}: <FooterAnchor href={`mailto:${email.address}`}>{email.address}</FooterAnchor>
                  </li>
                ))}
              </Block>
            )}
          </Column>

          {headquarters.length > 0 && (
            <Column aria-labelledby={ids.headquarters}>
              <ColumnTitle id={ids.headquarters}>{i18n._(footerMessages.headquarters)}</ColumnTitle>
              {headquarters.map((office) => (
                <Block key={office.name}>
                  <strong>{office.name}</strong>
                  <address>{office.address}</address>
                </Block>
              ))}
            </Column>
          )}
        </Columns>

        {(branches.length > 0 || socialLinks.length > 0) && (
          <MetaRow>
            {branches.length > 0 && (
              <section aria-labelledby={ids.branches}>
                <ColumnTitle id={ids.branches}>{i18n._(footerMessages.branches)}</ColumnTitle>
                <InlineList>
                  {branches.map((branch) => (
                    <li key={branch.id}>
                      <FooterLink href={`${href(CONTACT_PATH)}#branch-${branch.id}`}>{branch.name}</FooterLink>
                    </li>
                  ))}
                </InlineList>
              </section>
            )}

            {socialLinks.length > 0 && (
              <section aria-labelledby={ids.social}>
                <ColumnTitle id={ids.social}>{i18n._(footerMessages.social)}</ColumnTitle>
                <SocialList>
                  {socialLinks.map((link) => (
                    <li key={link.network}>
                      {link.url ? (
                        <SocialLink
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={i18n._(withValues(footerMessages.socialLink, { network: link.label }))}
                          title={link.label}
                        >
                          <SocialIcon network={link.network} />
                        </SocialLink>
                      ) : link.qrImage ? (
                        <QrCodeButton network={link.network} label={link.label} qrImage={link.qrImage} />
                      ) : null}
                    </li>
                  ))}
                </SocialList>
              </section>
            )}
          </MetaRow>
        )}

        {content.trust && content.trust.figures.length > 0 && (
          <TrustLine aria-label={i18n._(footerMessages.trust)}>
            {content.trust.figures.map((figure) => (
              <li key={figure.label}>
                <strong>{figure.value}</strong> {figure.label}
              </li>
            ))}
          </TrustLine>
        )}

        {config.showLicenceNotice && content.licenceNotice && (
          <LicenceNotice notice={content.licenceNotice} registerUrl={content.trust?.licence?.registerUrl || undefined} />
        )}

        {(content.copyright || config.icpFiling) && (
          <Bottom>
            {content.copyright && <p>{content.copyright}</p>}
            {config.icpFiling && <FilingNotice filing={config.icpFiling} />}
          </Bottom>
        )}
      </Inner>
    </Root>
  );
}

const Root = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${media.mobile} { gap: ${({ theme }) => theme.space.lg}; padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`}; }
`;

const Cta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  color: ${({ theme }) => theme.colors.textInverse};
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;

const CtaText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  max-width: 640px;
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.footerText}; }
`;

const CtaTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** One row of buttons beside the text (the text gives way); on a phone they share the width, wrapping as needed. */
const CtaButtons = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
  ${media.mobile} { flex-wrap: wrap; white-space: normal; > * { flex: 1; } }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${({ theme }) => theme.space.xl};
  ${media.mobile} { grid-template-columns: 1fr; gap: ${({ theme }) => theme.space.lg}; }
`;

const LinkGroups = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} { grid-template-columns: 1fr; gap: 0; }
`;

/**
 * A link group: a plain titled list on a desktop layout (its content shown even if a visitor folds it),
 * an accordion row on a phone. \`open\` comes from the device on the server, so nothing jumps on hydration.
 */
const LinkGroup = styled.details`
  summary { display: block; list-style: none; }
  summary::-webkit-details-marker { display: none; }
  ${media.desktop} {
    &::details-content { content-visibility: visible; }
    summary { pointer-events: none; }
  }
  ${media.mobile} {
    border-bottom: 1px solid rgba(255, 255, 255, 0.12);
    summary { display: flex; align-items: center; justify-content: space-between; min-height: 44px; cursor: pointer; }
    summary h2 { margin: 0; }
    summary::after { content: '+'; color: ${({ theme }) => theme.colors.textInverse}; font-size: ${({ theme }) => theme.fontSizes.lg}; line-height: 1; }
    &[open] summary::after { content: '−'; }
    &[open] ul { padding-bottom: ${({ theme }) => theme.space.md}; }
  }
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(AppLink)`
  ${inverseLinkStyles}
`;

const FooterAnchor = styled.a`
  ${inverseLinkStyles}
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  strong { color: ${({ theme }) => theme.colors.textInverse}; font-weight: 500; }
  address { font-style: normal; }
`;

const HotlineNumber = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.accentOnDark}; }
`;

/** Branches and social links side by side on a desktop layout, one under the other on a phone. */
const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
`;

const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialList = styled.ul`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  ${socialButtonStyles}
`;

/** The home page's figures in one line (issue 26: the proof, compact, in the footer). */
const TrustLine = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  list-style: none;
  strong { color: ${({ theme }) => theme.colors.textInverse}; font-weight: 700; }
`;

/** Copyright and, on a site hosted in mainland China, the ICP filing. */
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  p { margin: 0; }
`;
