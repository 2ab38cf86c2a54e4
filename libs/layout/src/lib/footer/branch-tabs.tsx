import type { Branch } from '@brokerage/contracts';
import { MapPinIcon, media, Tabs } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import type { MapLinkKind } from '@brokerage/domain';
import { footerMessages } from './messages';
import { withValues } from '../with-values';

export interface BranchTabsProps {
  branches: readonly Branch[];
  mapLinkKind: MapLinkKind;
  defaultBranchId?: string;
}

/** The five branch tabs (spec 9): address, phone, two hours lines, map picture and map link. */
export function BranchTabs({ branches, mapLinkKind, defaultBranchId }: BranchTabsProps) {
  const { i18n } = useLingui();
  if (branches.length === 0) return null;
  const mapLabel = i18n._(mapLinkKind === 'amap' ? footerMessages.mapAmap : footerMessages.mapGoogle);

  const items = branches.map((branch) => ({
    id: branch.id,
    label: branch.name,
    panel: (
      <BranchCard>
        <Details>
          <address>{branch.address}</address>
          {branch.phone && <p>{i18n._(withValues(footerMessages.branchPhone, { phone: branch.phone }))}</p>}
          <Hours>
            <dt>{i18n._(footerMessages.branchHours)}</dt>
            <dd>{branch.hoursWeekdays}</dd>
            <dd>{branch.hoursHolidays}</dd>
          </Hours>
          {branch.mapLink && (
            <MapLink href={branch.mapLink} target="_blank" rel="noopener noreferrer">
              <MapPinIcon size={16} />
              {mapLabel}
            </MapLink>
          )}
        </Details>
        {branch.mapImage && (
          <MapPicture src={branch.mapImage} alt={i18n._(withValues(footerMessages.branchMapAlt, { name: branch.name }))} loading="lazy" width={320} height={180} />
        )}
      </BranchCard>
    ),
  }));

  return <Tabs items={items} aria-label={i18n._(footerMessages.branches)} tone="dark" defaultSelectedId={defaultBranchId} />;
}

const BranchCard = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} { flex-direction: column; }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  address { font-style: normal; color: ${({ theme }) => theme.colors.textInverse}; }
  p { margin: 0; }
`;

const Hours = styled.dl`
  margin: 0;
  dt { margin-top: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.textInverse}; }
  dd { margin: 0; }
`;

const MapLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentOnDark};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const MapPicture = styled.img`
  flex: none;
  width: 320px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.06);
`;
