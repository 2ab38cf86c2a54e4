import { AppButtonLink } from '@brokerage/layout';
import { appScreenSampleName, media } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { productMessages as m } from './messages';
import { QuotePhone } from './quote-phone';
import { Band, Inner, SectionHeading } from './bands';
import { BesidePhone, Cards, cardStyles, FeatureGrid } from './product-parts';
import type { OpenApiAudience, OpenApiPageProps } from './open-api-page';

/** Words around the sample request (catalog `content-products`); the request and its JSON are code and stay as written. */
const sampleMessages = {
  heading: /*i18n*/ { id: 'content.products.openApi.sample.heading', message: 'One request, one answer' },
  intro: /*i18n*/ {
    id: 'content.products.openApi.sample.intro',
    message: 'Ask for a quote over HTTPS and get JSON back: the same figures the app shows. The endpoint, token and data below are samples; approved applicants receive the full reference.',
  },
  request: /*i18n*/ { id: 'content.products.openApi.sample.request', message: 'Request' },
  response: /*i18n*/ { id: 'content.products.openApi.sample.response', message: 'Response' },
} satisfies Record<string, MessageDescriptor>;

const SAMPLE_REQUEST = `GET /v1/quotes/S0001.HK HTTP/1.1
Host: openapi.example.com
Authorization: Bearer <sample-token>`;

/** The sample quote the app screen beside it shows, as the API would answer; the name in the page's language. */
const sampleResponse = (name: string) => `HTTP/1.1 200 OK
Content-Type: application/json

{
  "symbol": "S0001.HK",
  "name": ${JSON.stringify(name)},
  "currency": "HKD",
  "last": 388.60,
  "change": 6.20,
  "changePercent": 1.62,
  "bid": 388.60,
  "ask": 388.80,
  "volume": 18520000,
  "time": "2026-11-27T14:10:00+08:00",
  "sample": true
}`;

/**
 * The Open API page below its hero: the features, the sample request beside the app's quote and who
 * can apply. It starts below the first screen, so its code (the app's phone, the product parts with
 * their icons) is a deferred part.
 */
export function OpenApiBelowFold({
  features,
  apply,
  reviewTime,
  applyHrefs,
}: Pick<OpenApiPageProps, 'features' | 'apply' | 'reviewTime'> & {
  /** Each audience's application form (`apply-api/{type}`) on this site, in this language. */
  applyHrefs: Record<OpenApiAudience, string>;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <FeatureGrid heading={i18n._(m.openApiFeatures)} items={features} />
      <Band aria-labelledby="open-api-sample">
        <Inner>
          <BesidePhone>
            <div>
              <SectionHeading id="open-api-sample">{i18n._(sampleMessages.heading)}</SectionHeading>
              <SampleIntro>{i18n._(sampleMessages.intro)}</SampleIntro>
              <CodeCard>
                <CodeLabel>{i18n._(sampleMessages.request)}</CodeLabel>
                {/* Long lines scroll sideways on phones: focusable, so a keyboard can scroll them. */}
                <Code tabIndex={0}>
                  <code>{SAMPLE_REQUEST}</code>
                </Code>
                <CodeLabel>{i18n._(sampleMessages.response)}</CodeLabel>
                <Code tabIndex={0} data-testid="open-api-sample-response">
                  <code>{sampleResponse(i18n._(appScreenSampleName))}</code>
                </Code>
              </CodeCard>
            </div>
            <QuotePhone />
          </BesidePhone>
        </Inner>
      </Band>
      <Band $tone="surface" aria-labelledby="open-api-apply">
        <Inner>
          <SectionHeading id="open-api-apply">{apply.title}</SectionHeading>
          <Cards>
            {apply.audiences.map((audience) => (
              <Audience key={audience.id}>
                <h3>{audience.label}</h3>
                <AppButtonLink href={applyHrefs[audience.id]} $variant="secondary" aria-label={`${i18n._(m.openApiApply)}: ${audience.label}`}>
                  {i18n._(m.openApiApply)}
                </AppButtonLink>
              </Audience>
            ))}
          </Cards>
          {apply.note && <Note>{apply.note}</Note>}
          {reviewTime && <Note data-testid="open-api-review-time">{reviewTime}</Note>}
        </Inner>
      </Band>
    </>
  );
}

const Audience = styled.li`
  ${cardStyles}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const SampleIntro = styled.p`
  max-width: 640px;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

const CodeCard = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: #dfe6f3;
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  ${media.mobile} { padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.md}`}; }
`;

const CodeLabel = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Code = styled.pre`
  margin: 0;
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.06);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 13px;
  line-height: 1.6;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
