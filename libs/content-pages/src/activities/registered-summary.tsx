import { useLingui } from '@lingui/react';
import { pagePath } from '@brokerage/domain';
import { AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { FormattedDate } from '@brokerage/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { activityMessages } from './messages';

/** The signed-in visitor's own registration for a talk or event, as its page shows it. */
export interface RegistrationRecord {
  name: string;
  /** Calling code without '+' and number; empty for an account without a phone. */
  areaCode: string;
  phoneNumber: string;
  email: string | null;
  /** Hong Kong day (YYYY-MM-DD) of the registration. */
  registeredDay: string;
}

/** Where the personal centre lists every booking (the Hong Kong site's `sta-login`). */
export const MY_BOOKINGS_PATH = 'sta-login';

export interface RegisteredSummaryProps {
  kind: 'talk' | 'event';
  record: RegistrationRecord;
  /** `success` right after the submit, `registered` when the visitor comes back. */
  state: 'success' | 'registered';
  /** The talk or event is over: no word about reminders or the reception. */
  over?: boolean;
}

/**
 * "You are registered" with what was registered (name, phone, e-mail, when), in place of the form:
 * shown right after registering and whenever the visitor comes back to the talk or event. On the
 * Hong Kong site it links to the personal centre's list of every booking.
 */
export function RegisteredSummary({ kind, record, state, over = false }: RegisteredSummaryProps) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} data-testid={`${kind}-registration`} data-state={state}>
      <Outcome role="status">
        <Title id={titleId}>
          <Tick aria-hidden="true">✓</Tick>
          {i18n._(activityMessages.registeredTitle)}
        </Title>
        <Details>
          <div>
            <dt>{i18n._(activityMessages.registeredName)}</dt>
            <dd>{record.name}</dd>
          </div>
          {record.phoneNumber && (
            <div>
              <dt>{i18n._(activityMessages.registeredPhone)}</dt>
              <dd dir="ltr">{`+${record.areaCode} ${record.phoneNumber}`}</dd>
            </div>
          )}
          {record.email && (
            <div>
              <dt>{i18n._(activityMessages.registeredEmail)}</dt>
              <dd>{record.email}</dd>
            </div>
          )}
          <div>
            <dt>{i18n._(activityMessages.registeredOn)}</dt>
            <dd>
              <FormattedDate day={record.registeredDay} />
            </dd>
          </div>
        </Details>
        {!over && <Note>{i18n._(kind === 'talk' ? activityMessages.registeredTalkNote : activityMessages.registeredEventNote)}</Note>}
      </Outcome>
      {site.district === 'hk' && <AllLink href={pagePath(site, lang, MY_BOOKINGS_PATH)}>{i18n._(activityMessages.registeredAll)}</AllLink>}
    </Panel>
  );
}

const Panel = styled.section`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
`;

const Outcome = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-top: 4px solid ${({ theme }) => theme.colors.success};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  font-size: 16px;
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div { display: grid; grid-template-columns: 7.5em minmax(0, 1fr); gap: ${({ theme }) => theme.space.sm}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; font-weight: 600; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

const AllLink = styled(AppLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &::after { content: ' →'; }
  &:hover { text-decoration: underline; }
`;
