import { AppTour, appTourMessages, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { productMessages as m } from './messages';
import { QuotePhone } from './quote-phone';
import { Band, Inner, SectionHeading, useSitePath } from './bands';
import { BesidePhone, CtaBand, FeatureGrid, RiskNote } from './product-parts';
import type { AiInvestmentData } from './ai-investment-page';

/**
 * The AI investment page below its hero: the example (or the app tour), the features, the limits
 * and the closing band. It starts below the first screen, so its code (the app's phone, the product
 * parts with their icons) is a deferred part.
 */
export function AiInvestmentBelowFold({ disclaimer, features, example, availability }: Omit<AiInvestmentData, 'title' | 'intro'>) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
      {example ? (
        <Band $tone="surface" aria-labelledby="ai-example">
          <Inner>
            <ExampleColumns>
              <div>
                <SectionHeading id="ai-example">{i18n._(m.aiExample)}</SectionHeading>
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
              <RisingPhone>
                <QuotePhone />
              </RisingPhone>
            </ExampleColumns>
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

/* The chat is far shorter than a whole phone: both start at the top, and the band ends where the chat does. */
const ExampleColumns = styled(BesidePhone)`
  align-items: start;
`;

/**
 * Desktops: the phone rises from the band's bottom edge as in the hero, its lower part fading into
 * the band under the price chart, instead of a whole phone beside a short chat with empty space
 * above and below it. Phones: the whole phone under the chat.
 */
const RisingPhone = styled.div`
  position: relative;
  align-self: stretch;
  /* 32 px each side beyond the phone (taken back by the margins) so the clip keeps its shadow. */
  width: 328px;
  min-height: 420px;
  margin: 0 -32px -${({ theme }) => theme.space.xxl};
  overflow: hidden;
  mask-image: linear-gradient(to bottom, #000 calc(100% - 100px), transparent 100%);
  > * { position: absolute; top: 0; left: 32px; }
  ${media.mobile} {
    width: auto;
    min-height: 0;
    margin: 0;
    overflow: visible;
    mask-image: none;
    > * { position: static; }
  }
`;

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
