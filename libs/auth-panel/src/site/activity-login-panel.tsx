import { AuthPanel } from '../lib/auth-panel';
import { useSitePanel } from './use-site-panel';

/**
 * The register/login panel in its activity placement (a promotion or event detail page): the
 * site's wiring (auth endpoint, invite code of the URL, signed-in user, logout, navigation after a
 * login). A signed-in user sees the panel's logged-in view. After a login the visitor stays on the
 * activity: the page is its own jump target unless a stored jump says otherwise.
 */
export const ActivityLoginPanel = ({ jumpUrl }: { jumpUrl?: string | null }) => {
  const panel = useSitePanel();
  return <AuthPanel {...panel} placement="activity" jumpUrl={jumpUrl ?? null} />;
};
