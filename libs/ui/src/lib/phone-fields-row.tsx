import styled from 'styled-components';

/**
 * The calling-code picker and the number side by side, the picker wide enough for its whole label
 * ('+852 Hong Kong, China'); where the form is too narrow for both (a side column, a phone), each
 * takes a row of its own rather than cutting the label. Its two children are the two fields.
 */
export const PhoneFieldsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  > :first-child { flex: 3 1 14rem; min-width: 0; }
  > :last-child { flex: 2 1 9rem; min-width: 0; }
`;
