import type { FeeTable } from '@brokerage/contracts';
import { media, visuallyHiddenStyles } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { feesMessages } from './messages';

export interface FeeTableHeaders {
  item: string;
  charge: string;
  collectedBy: string;
}

export interface FeeTableViewProps {
  table: FeeTable;
  headers: FeeTableHeaders;
  /** Id of the section, for links to one market (`#fees-hk-stocks`). */
  id: string;
}

/** Anchor of a market's table on the fees page. */
export const feeTableAnchor = (market: string) => `fees-${market}`;

/**
 * One market's fees: a section headed by the market with a table of item, charge and who collects
 * it. On phones the "collected by" column folds under the item, so two columns stay readable.
 */
export const FeeTableView = ({ table, headers, id }: FeeTableViewProps) => {
  const { i18n } = useLingui();
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <FeeHeading id={headingId}>{table.title}</FeeHeading>
      <Table>
        <Caption>{table.title}</Caption>
        <thead>
          <tr>
            <th scope="col">{headers.item}</th>
            <th scope="col">{headers.charge}</th>
            <CollectedByCell as="th" scope="col">
              {headers.collectedBy}
            </CollectedByCell>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={`${row.item}-${index}`}>
              <th scope="row">
                {row.item}
                <CollectedByNote>{i18n._(feesMessages.collectedByValue.id, { name: row.collectedBy })}</CollectedByNote>
              </th>
              <td>{row.charge}</td>
              <CollectedByCell>{row.collectedBy}</CollectedByCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
};

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
`;

/** A section heading of the fee pages (fee tables, plans, notes, market groups). */
export const FeeHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
`;

const Caption = styled.caption`
  ${visuallyHiddenStyles}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  tbody th {
    width: 28%;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  ${media.mobile} {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    }
    tbody th {
      width: 42%;
    }
  }
`;

const CollectedByCell = styled.td`
  width: 24%;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.mobile} {
    display: none;
  }
`;

const CollectedByNote = styled.span`
  display: none;
  ${media.mobile} {
    display: block;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
  }
`;
