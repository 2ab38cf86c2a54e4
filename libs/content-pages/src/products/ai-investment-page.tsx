import type { SiteRouteHandle } from '@brokerage/site-core';
import { AppButtonLink } from '@brokerage/layout';
import { AppTour, appTourMessages, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { productMessages as m } from './messages';
import { QuotePhone } from './quote-phone';
import { Band, BesidePhone, CtaBand, FeatureGrid, Inner, PageHero, RiskNote, SectionHeading, useSitePath } from './product-parts';

/** What `aiInvestmentLoader` gives products/ai-investment (page texts `ai-investment` and `ai-investment-features`). */
export interface AiInvestmentData {
  title: string;
  intro: string;
  disclaimer: string;
  features: { title: string; text: string }[];
  /** A sample question and answer; null when the content has none. */
  example: { question: string; answer: string } | null;
  availability: string;
}

/** The AI investment assistant: what it does, an example, where to use it and its limits. */
export function AiInvestmentPage({ title, intro, disclaimer, features, example, availability }: AiInvestmentData) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
      <PageHero title={title} summary={intro}>
        <AppButtonLink href={path('/download')} $variant="accent" $size="lg">
          {i18n._(m.downloadApp)}
        </AppButtonLink>
      </PageHero>
      {example ? (
        <Band $tone="surface" aria-labelledby="ai-example">
          <Inner>
            {/* The heading above both columns: inside the chat's column it floated high above a chat centred on the taller phone. */}
            <SectionHeading id="ai-example">{i18n._(m.aiExample)}</SectionHeading>
            <BesidePhone>
              <div>
                <Chat>
                  <Bubble $mine>
                    <Who>{i18n._(m.aiYouAsk)}</Who>
                    <p>{example.question}</p>
                  </Bubble>
                  <Bubble>
                    <Who>{i18n._(m.aiAnswer)}</Who>
                    <p>{example.answer}</p>
                  </Bubble>
                </Chat>
              </div>
              {/* The assistant answers beside the quote it is about, in the app. */}
              <QuotePhone />
            </BesidePhone>
          </Inner>
        </Band>
      ) : (
        <Band $tone="surface" aria-labelledby="ai-app-tour">
          <Inner>
            <SectionHeading id="ai-app-tour">{i18n._(appTourMessages.heading)}</SectionHeading>
            <AppTour kinds={['quote', 'portfolio', 'order']} labelledBy="ai-app-tour" />
          </Inner>
        </Band>
      )}
      <FeatureGrid heading={i18n._(m.aiFeatures)} items={features} />
      <RiskNote text={disclaimer} />
      <CtaBand
        title={i18n._(m.ctaTitle)}
        text={availability}
        primary={{ label: i18n._(m.openAccount), href: path('/account-guide') }}
        secondary={{ label: i18n._(m.downloadApp), href: path('/download') }}
      />
    </>
  );
}

const Chat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
`;

const Bubble = styled.div<{ $mine?: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.brand : theme.colors.background)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.textInverse : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.brand : theme.colors.border)};
  p { margin: 0; line-height: 1.6; }
  ${media.mobile} { max-width: 100%; }
`;

const Who = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  opacity: 0.85;
`;

/** `products/ai-investment` (spec 2). */
export const AiInvestmentRoute = () => <AiInvestmentPage {...useLoaderData<AiInvestmentData>()} />;
export const aiInvestmentHandle: SiteRouteHandle = {};
