import { Avatar, Button } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import type { PanelUser } from '../transport';
import { panelMessages as m } from './messages';

export interface LoggedInViewProps {
  user: PanelUser;
  onLogout?: () => void;
}

/** What a logged-in visitor sees instead of the form (spec 2): nickname, welcome back, logout. */
export function LoggedInView({ user, onLogout }: LoggedInViewProps) {
  const { i18n } = useLingui();
  return (
    <Box data-testid="auth-panel-user">
      <Avatar src={user.avatar || null} name={user.nickname} size={56} decorative />
      <Who>
        <Nickname>{user.nickname}</Nickname>
        <Welcome>{i18n._(m.welcomeBack)}</Welcome>
      </Who>
      {onLogout && (
        <Button $variant="secondary" onClick={onLogout}>
          {i18n._(m.logout)}
        </Button>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Nickname = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Welcome = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
