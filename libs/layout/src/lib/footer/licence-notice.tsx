import type { BaseConfig } from '@brokerage/contracts';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled from 'styled-components';
import { footerMessages } from './messages';
import { withValues } from '../with-values';

export type LicenceNoticeContent = NonNullable<BaseConfig['licenceNotice']>;

/**
 * The HK site's licence and risk notice: licence types 1, 4, 6 and 9 (spec 9), CE number (linked to
 * the SFC public register when the base config gives its address), risk disclosure.
 */
export function LicenceNotice({ notice, registerUrl }: { notice: LicenceNoticeContent; registerUrl?: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <Notice aria-labelledby={headingId}>
      <Heading id={headingId}>{notice.title}</Heading>
      <p>{notice.text}</p>
      <Row>
        {notice.ceNumber &&
          (registerUrl ? (
            <Badge
              as="a"
              href={registerUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={i18n._(withValues(footerMessages.registerLink, { ceNumber: i18n._(withValues(footerMessages.ceNumber, { number: notice.ceNumber })) }))}
            >
              {i18n._(withValues(footerMessages.ceNumber, { number: notice.ceNumber }))} ↗
            </Badge>
          ) : (
            <Badge>{i18n._(withValues(footerMessages.ceNumber, { number: notice.ceNumber }))}</Badge>
          ))}
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
      <RiskHeading>{i18n._(footerMessages.riskNotice)}</RiskHeading>
      <p>{notice.riskNotice}</p>
    </Notice>
  );
}

const Notice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.7;
  p { margin: 0; }
`;

const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RiskHeading = styled.h3`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
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
  text-decoration: none;
  &[href]:hover { border-color: ${({ theme }) => theme.colors.accentOnDark}; color: ${({ theme }) => theme.colors.accentOnDark}; }
`;
