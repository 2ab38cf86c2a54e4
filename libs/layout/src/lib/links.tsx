import { buttonStyles, type ButtonStyleProps } from '@brokerage/ui';
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { isExternalHref } from '@brokerage/domain';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * How in-site links render. Plain `<a>` by default, so stories and tests need no router; a Remix
 * app passes an adapter, e.g. `({ href, ...rest }) => <Link to={href} prefetch="intent" {...rest} />`.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor: LinkComponent = ({ children, ...rest }) => <a {...rest}>{children}</a>;

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export function LinkProvider({ component, children }: { component?: LinkComponent | null; children: ReactNode }) {
  return <LinkContext.Provider value={component ?? PlainAnchor}>{children}</LinkContext.Provider>;
}

/** A link that uses the app's router for in-site paths and a plain anchor for external URLs. */
export function AppLink({ href, children, ...rest }: LinkComponentProps) {
  const Component = useContext(LinkContext);
  if (isExternalHref(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Component href={href} {...rest}>
      {children}
    </Component>
  );
}

/** An AppLink that looks like a button (`$variant`, `$size`, `$block` as on `Button`). */
export const AppButtonLink = styled(AppLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
