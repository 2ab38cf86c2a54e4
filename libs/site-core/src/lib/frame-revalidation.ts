import type { ShouldRevalidateFunction } from '@remix-run/react';
import { differsOnlyInViewState } from '@brokerage/domain';

/**
 * `shouldRevalidate` of the root and language routes: the frame's data (user, texts, region) does not
 * depend on view-state parameters, so a page updating them as the visitor types (the fee calculator)
 * does not fetch the frame again each time. Everything else, an explicit revalidation after a login
 * included (the same address), loads as Remix would.
 */
export const frameShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.search !== nextUrl.search && differsOnlyInViewState(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
