import type { BaseConfig, Lang } from '@brokerage/contracts';
import { Button, ButtonLink, inverseLinkStyles, media, PhoneIcon, VisuallyHidden, visuallyHiddenStyles } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled from 'styled-components';
import { resolveHref, type DistrictConfig } from '@brokerage/domain';
import { AppButtonLink, AppLink } from '../links';
import { footerMessages } from './messages';
import { FilingNotice, QrCodeButton, socialButtonStyles } from './district-extras';
import { Fold, FoldTitle } from './footer-fold';
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
  /** A phone's first render: link groups, headquarters, branches and the licence notice start folded (a desktop layout always shows them). */
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

/** A column of the footer's links (the service group, the longest, takes two on a desktop layout). */
interface LinkGroup {
  title: string;
  columns: 1 | 2;
  links: { href: string; label: string }[];
}

/** Where the branches are shown in full (address, hours, map): the footer only names them. */
const CONTACT_PATH = '/about-us/contact-us';

/**
 * Site footer of spec 2; every text in it comes from the base config except the chrome labels.
 * Kept light (issue 26): the branches are named here and shown with their maps on the contact page,
 * the link groups fold on phones, and a logged-in visitor gets no marketing buttons.
 */
export function Footer({ config, lang, content, loggedIn, showOpenAccountButton, onRegisterClick, foldLinkGroups = false }: FooterProps) {
  const { i18n } = useLingui();
  const ids = { contact: useId(), headquarters: useId(), social: useId() };
  const href = (target: string) => resolveHref(config, lang, target);
  const { businessCollaboration, footerLinks, hotline, tradingHours, headquarters = [], branches = [], social = [] } = content;
  // A district with accounts of its own (WeChat and Weibo on the mainland, where the base config's networks are blocked) shows those instead.
  const socialLinks: SocialEntry[] = config.ownSocial ? config.ownSocial.map((link) => ({ ...link, label: link.label[lang] })) : social;
  const linkGroups: LinkGroup[] = LINK_GROUPS.flatMap((key) => {
    const group = footerLinks?.[key];
    return group ? [{ title: group.title, columns: key === 'service' ? 2 : 1, links: group.links.map((link) => ({ href: href(link.href), label: link.label })) }] : [];
  });
  // The branches close the groups, each linking to its address, hours and map on the contact page.
  if (branches.length > 0) {
    linkGroups.push({ title: i18n._(footerMessages.branches), columns: 1, links: branches.map((branch) => ({ href: `${href(CONTACT_PATH)}#branch-${branch.id}`, label: branch.name })) });
  }
  const showCta = !loggedIn;
  const showLicence = config.showLicenceNotice && content.licenceNotice;

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
              {showOpenAccountButton && (
                <AppButtonLink href={href(config.openAccountHref)} $variant="accent">
                  {i18n._(footerMessages.openAccount)}
                </AppButtonLink>
              )}
              <Button $variant="ghost" onClick={onRegisterClick}>
                {i18n._(footerMessages.register)}
              </Button>
              {businessCollaboration && (
                <ButtonLink href={`mailto:${businessCollaboration.email}`} $variant="ghost">
                  {businessCollaboration.buttonLabel}
                </ButtonLink>
              )}
            </CtaButtons>
          </Cta>
        )}

        <Columns>
          {linkGroups.length > 0 && (
            <LinkGroups aria-label={i18n._(footerMessages.footerNav)}>
              {linkGroups.map((group) => (
                <Fold key={group.title} folded={foldLinkGroups} title={group.title}>
                  <LinkList $columns={group.columns}>
                    {group.links.map((link) => (
                      <li key={`${link.href}-${link.label}`}>
                        <FooterLink href={link.href}>{link.label}</FooterLink>
                      </li>
                    ))}
                  </LinkList>
                </Fold>
              ))}
            </LinkGroups>
          )}

          <Column aria-labelledby={ids.contact}>
            <FoldTitle id={ids.contact}>{i18n._(footerMessages.contact)}</FoldTitle>
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
            {/* E-mail addresses, branch hours and maps are on the contact page. */}
            <FooterLink href={href(CONTACT_PATH)}>{i18n._(footerMessages.allContactDetails)} ›</FooterLink>
          </Column>
        </Columns>

        {content.trust && content.trust.figures.length > 0 && (
          <TrustLine aria-label={i18n._(footerMessages.trust)}>
            {content.trust.figures.map((figure) => (
              <li key={figure.label}>
                <strong>{figure.value}</strong> {figure.label}
              </li>
            ))}
            {content.trust.licence?.registerUrl && (
              <li>
                <FooterAnchor href={content.trust.licence.registerUrl} target="_blank" rel="noopener noreferrer">
                  {content.trust.licence.label} ↗<VisuallyHidden> {i18n._(footerMessages.newWindow)}</VisuallyHidden>
                </FooterAnchor>
              </li>
            )}
          </TrustLine>
        )}

        {showLicence && content.licenceNotice && (
          <LicenceNotice notice={content.licenceNotice} folded={foldLinkGroups} />
        )}

        {(content.copyright || config.icpFiling || headquarters.length > 0 || socialLinks.length > 0) && (
          <Bottom>
            <BottomText>
              {headquarters.length > 0 && (
                <Offices aria-labelledby={ids.headquarters}>
                  <Fold folded={foldLinkGroups} title={i18n._(footerMessages.headquarters)} titleId={ids.headquarters}>
                    <ul>
                      {headquarters.map((office) => (
                        <li key={office.name}>
                          <strong>{office.name}</strong> <address>{office.address}</address>
                        </li>
                      ))}
                    </ul>
                  </Fold>
                </Offices>
              )}
              {content.copyright && <p>{content.copyright}</p>}
              {config.icpFiling && <FilingNotice filing={config.icpFiling} />}
            </BottomText>
            {socialLinks.length > 0 && (
              <Social aria-labelledby={ids.social}>
                <FoldTitle id={ids.social}>{i18n._(footerMessages.social)}</FoldTitle>
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
              </Social>
            )}
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
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  ${media.mobile} { padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`}; }
`;

const Cta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  color: ${({ theme }) => theme.colors.textInverse};
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;

/** The pitch beside the buttons; a phone shows the buttons alone. */
const CtaText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  max-width: 640px;
  ${media.mobile} { display: none; }
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

/** The contact column as wide as the hotline needs; the link groups take the rest. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} { grid-template-columns: 1fr; gap: ${({ theme }) => theme.space.md}; }
`;

/**
 * The service group (the longest) gets two columns of links on a desktop layout, the others and the
 * branches one each. It is never narrower than its longest links ("AI investment assistant" broke
 * in two at 1440 px, putting its two columns out of step); the other groups give way.
 */
const LinkGroups = styled.nav`
  display: grid;
  grid-template-columns: minmax(max-content, 2fr) repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${media.mobile} { grid-template-columns: 1fr; gap: 0; }
`;

const LinkList = styled.ul<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
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

/** The two offices, one line each. */
const Offices = styled.section`
  /* On a desktop layout the offices' names say what they are: the title is for screen readers. */
  ${media.desktop} { h2 { ${visuallyHiddenStyles} } }
  ${media.mobile} { flex-basis: 100%; }
  ul { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xxs}; margin: 0; padding: 0; list-style: none; }
  strong { color: ${({ theme }) => theme.colors.textInverse}; font-weight: 500; }
  address { display: inline; font-style: normal; }
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

/** The social links end the footer's last row on a desktop layout (the icons say what they are: the title is for screen readers); on a phone they come first in it. */
const Social = styled.section`
  ${media.desktop} { h2 { ${visuallyHiddenStyles} } }
  ${media.mobile} { order: -1; flex-basis: 100%; }
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

/** The offices, the copyright and, on a site hosted in mainland China, the ICP filing, with the social links beside them. */
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  p { margin: 0; }
`;

const BottomText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  ${media.mobile} { flex-basis: 100%; }
`;
