import type { BaseConfig } from '@brokerage/contracts';
import { useLingui } from '@lingui/react';
import { AlertIcon, media } from '@brokerage/ui';
import styled from 'styled-components';
import { Container, PlainList } from './home-layout';
import { homeMessages } from './home-messages';

export type HomeLicenceContent = NonNullable<BaseConfig['licenceNotice']>;

/** The HK site's licence and risk notice (base config), in full: it wraps and is never cut on phones. */
export function HomeLicence({ notice }: { notice: HomeLicenceContent | null | undefined }) {
  const { i18n } = useLingui();
  if (!notice) return null;
  return (
    // Not a landmark of its own: the footer repeats this notice as a region with the same name.
    <Band data-testid="home-licence">
      <Container>
        <Box>
          <Title>{notice.title}</Title>
          <Text>{notice.text}</Text>
          {notice.ceNumber || notice.licences.length > 0 ? (
            <Tags>
              {notice.ceNumber ? <Tag $strong>{i18n._(homeMessages.ceNumber.id, { number: notice.ceNumber })}</Tag> : null}
              {notice.licences.length > 0 ? (
                <Licences aria-label={i18n._(homeMessages.licenceTypes)}>
                  {notice.licences.map((licence) => (
                    <li key={licence.type}>
                      <Tag>{licence.name}</Tag>
                    </li>
                  ))}
                </Licences>
              ) : null}
            </Tags>
          ) : null}
          <Risk>
            <RiskTitle>
              <AlertIcon size={18} />
              {i18n._(homeMessages.riskNotice)}
            </RiskTitle>
            <Text>{notice.riskNotice}</Text>
          </Risk>
        </Box>
      </Container>
    </Band>
  );
}

const Band = styled.div`
  padding: 0 0 ${({ theme }) => theme.space.xxl};
  ${media.mobile} {
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${media.mobile} {
    margin-top: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.4;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.75;
  overflow-wrap: anywhere;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Licences = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tag = styled.span<{ $strong?: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, $strong }) => ($strong ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ $strong }) => ($strong ? 700 : 500)};
`;

const Risk = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const RiskTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
