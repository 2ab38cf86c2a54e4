import { Icon, media, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled from 'styled-components';

export const headerSearchMessages = {
  label: /*i18n*/ { id: 'layout.header.search.label', message: 'Search the site' },
  placeholder: /*i18n*/ { id: 'layout.header.search.placeholder', message: 'Search' },
  submit: /*i18n*/ { id: 'layout.header.search.submit', message: 'Search' },
  open: /*i18n*/ { id: 'layout.header.search.open', message: 'Search' },
};

const SearchIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

/**
 * The header's search: a GET form to the results page on desktops (works without JavaScript), and
 * on phones, where the bar has no room for a field, an icon that opens the results page with its
 * field at the top.
 */
export function HeaderSearch({ action }: { action: string }) {
  const { i18n } = useLingui();
  const fieldId = useId();
  return (
    <>
      <Form role="search" method="get" action={action}>
        <VisuallyHidden as="label" htmlFor={fieldId}>
          {i18n._(headerSearchMessages.label)}
        </VisuallyHidden>
        <Field id={fieldId} type="search" name="q" maxLength={100} placeholder={i18n._(headerSearchMessages.placeholder)} autoComplete="off" enterKeyHint="search" />
        <Submit type="submit" aria-label={i18n._(headerSearchMessages.submit)}>
          <SearchIcon size={18} />
        </Submit>
      </Form>
      <PhoneLink href={action} aria-label={i18n._(headerSearchMessages.open)}>
        <SearchIcon size={24} />
      </PhoneLink>
    </>
  );
}

const Form = styled.form`
  display: flex;
  align-items: center;
  flex: 0 1 200px;
  min-width: 120px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within { border-color: ${({ theme }) => theme.colors.brand}; }
  ${media.mobile} { display: none; }
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus { outline: none; }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const PhoneLink = styled.a`
  display: none;
  padding: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  color: ${({ theme }) => theme.colors.text};
  ${media.mobile} { display: inline-flex; }
`;
