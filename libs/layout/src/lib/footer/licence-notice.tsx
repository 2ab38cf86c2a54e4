import type { BaseConfig } from '@brokerage/contracts';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { media, visuallyHiddenStyles } from '@brokerage/ui';
import styled from 'styled-components';
import { Fold } from './footer-fold';
import { footerMessages } from './messages';
import { withValues } from '../with-values';

export type LicenceNoticeContent = NonNullable<BaseConfig['licenceNotice']>;

/**
 * The HK site's licence and risk notice: licence types 1, 4, 6 and 9 (spec 9), CE number, risk
 * disclosure. Folded on a phone's first render: the track record line above it links the licence
 * to the SFC public register.
 */
export function LicenceNotice({ notice, folded = false }: { notice: LicenceNoticeContent; folded?: boolean }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <Notice aria-labelledby={headingId}>
      <Fold folded={folded} title={notice.title} titleId={headingId}>
        <Content>
          <p>{notice.text}</p>
          <Row>
            {notice.ceNumber && <Badge>{i18n._(withValues(footerMessages.ceNumber, { number: notice.ceNumber }))}</Badge>}
            {notice.licences.length > 0 && (
              <Licences aria-label={i18n._(footerMessages.licenceTypes)}>
                {notice.licences.map((licence) => (
                  <li key={licence.type}>
                    <Badge>{licence.name}</Badge>
                  </li>
                ))}
              </Licences>
            )}
          </Row>
          <Risk>
            <RiskHeading>{i18n._(footerMessages.riskNotice)}</RiskHeading>
            <p>{notice.riskNotice}</p>
          </Risk>
        </Content>
      </Fold>
    </Notice>
  );
}

/** On a desktop layout the notice's first words say what it is: its title is for screen readers. */
const Notice = styled.section`
  ${media.desktop} { summary h2 { ${visuallyHiddenStyles} } }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.7;
  p { margin: 0; }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The risk disclosure runs on from its heading, as one paragraph. */
const Risk = styled.div`
  > * { display: inline; }
`;

const RiskHeading = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin-right: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Licences = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid rgba(255, 255, 255, 0.24);
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textInverse};
`;
