import type { Trust } from '@brokerage/contracts';
import { Icon, linkStyles, media, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled from 'styled-components';
import { Container } from './home-layout';
import { homeMessages } from './home-messages';

/**
 * The broker's proof right under the hero (issue 26): figures, the SFC licence linked to its entry
 * in the public register, and how client assets are protected. Everything comes from the base config.
 */
export function HomeTrust({ trust }: { trust: Trust | null | undefined }) {
  const { i18n } = useLingui();
  const headingId = useId();
  if (!trust || (trust.figures.length === 0 && !trust.licence)) return null;
  return (
    <Band aria-labelledby={headingId} data-testid="home-trust">
      <Container>
        {/* Named for screen readers and the outline; on screen the figures speak for themselves. */}
        <VisuallyHidden as="h2" id={headingId}>
          {i18n._(homeMessages.trustBand)}
        </VisuallyHidden>
        <TrustFacts trust={trust} />
      </Container>
    </Band>
  );
}

/** The figures, then the licence and the protections: the trust band's content, also on the company profile. */
export function TrustFacts({ trust }: { trust: Trust }) {
  const { i18n } = useLingui();
  return (
    <>
      {trust.figures.length > 0 && (
        <Figures>
          {trust.figures.map((figure) => (
            <li key={figure.label}>
              <Value>{figure.value}</Value>
              <Label>{figure.label}</Label>
            </li>
          ))}
        </Figures>
      )}
      {(trust.licence || trust.protections.length > 0) && (
        <Proof>
          {trust.licence && (
            <li>
              <ShieldIcon />
              {trust.licence.registerUrl ? (
                <RegisterLink href={trust.licence.registerUrl} target="_blank" rel="noopener noreferrer">
                  {trust.licence.label}
                  <span aria-hidden="true"> ↗</span>
                  <VisuallyHidden> {i18n._(homeMessages.opensInNewWindow)}</VisuallyHidden>
                </RegisterLink>
              ) : (
                <strong>{trust.licence.label}</strong>
              )}
            </li>
          )}
          {trust.protections.map((protection) => (
            <li key={protection.title}>
              <CheckIcon />
              <span>
                <strong>{protection.title}</strong> {protection.text}
              </span>
            </li>
          ))}
        </Proof>
      )}
    </>
  );
}

const ShieldIcon = () => (
  <Icon size={20}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);

const CheckIcon = () => (
  <Icon size={20}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </Icon>
);

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg} 0;
  }
`;

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.brand};
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    row-gap: ${({ theme }) => theme.space.lg};
    li {
      padding-left: ${({ theme }) => theme.space.sm};
    }
  }
`;

const Value = styled.strong`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.25;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Proof = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.success};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const RegisterLink = styled.a`
  ${linkStyles};
  font-weight: 600;
`;
