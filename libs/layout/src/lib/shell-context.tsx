import type { PageMetaEntry, User } from '@brokerage/contracts';
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { shellReducer, shellView, type PageTexts, type ShellState, type ShellView } from './shell-state';

export interface ShellActions {
  /** Opens the global login dialog; after login the visitor goes to `jumpUrl` (a path on this site). */
  openLoginDialog(jumpUrl?: string | null): void;
  closeLoginDialog(): void;
  setNeedLogin(needLogin: boolean): void;
  /** Code 300101: the session is invalid; opens the token-error dialog. */
  reportTokenError(): void;
  closeTokenErrorDialog(): void;
  /** Instead of a `pgc` jump for someone without a verified account (spec 4); closes the login dialog. */
  openPgcDialog(): void;
  closePgcDialog(): void;
  /** After a login (user) or logout (null). */
  setUser(user: User | null): void;
  setPageTexts(page: string, texts: PageTexts): void;
  setPageHead(page: string, meta: PageMetaEntry): void;
}

/** Anything that reports code 300101, e.g. the api-client's `ApiClient`. */
export interface TokenErrorSource {
  onTokenError(listener: (envelope: unknown) => void): () => void;
}

const StateContext = createContext<ShellView | null>(null);
const ActionsContext = createContext<ShellActions | null>(null);

export interface ShellProviderProps {
  /** From `createShellState` in the root loader; a new object (revalidation) refreshes the state. */
  serverState: ShellState;
  /** Browser-side API client whose 300101 answers open the token-error dialog. */
  tokenErrorSource?: TokenErrorSource | null;
  children: ReactNode;
}

export function ShellProvider({ serverState, tokenErrorSource, children }: ShellProviderProps) {
  const [state, dispatch] = useReducer(shellReducer, serverState);
  const view = useMemo(() => shellView(state), [state]);

  const firstServerState = useRef(serverState);
  useEffect(() => {
    if (serverState !== firstServerState.current) dispatch({ type: 'serverState', state: serverState });
    firstServerState.current = serverState;
  }, [serverState]);

  useEffect(() => tokenErrorSource?.onTokenError(() => dispatch({ type: 'tokenError' })), [tokenErrorSource]);

  const actions = useMemo<ShellActions>(
    () => ({
      openLoginDialog: (jumpUrl = null) => dispatch({ type: 'openLoginDialog', jumpUrl }),
      closeLoginDialog: () => dispatch({ type: 'closeLoginDialog' }),
      setNeedLogin: (needLogin) => dispatch({ type: 'setNeedLogin', needLogin }),
      reportTokenError: () => dispatch({ type: 'tokenError' }),
      closeTokenErrorDialog: () => dispatch({ type: 'closeTokenErrorDialog' }),
      openPgcDialog: () => dispatch({ type: 'openPgcDialog' }),
      closePgcDialog: () => dispatch({ type: 'closePgcDialog' }),
      setUser: (user) => dispatch({ type: 'setUser', user }),
      setPageTexts: (page, texts) => dispatch({ type: 'setPageTexts', page, texts }),
      setPageHead: (page, meta) => dispatch({ type: 'setPageHead', page, meta }),
    }),
    [],
  );

  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={view}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useShellState(): ShellView {
  const state = useContext(StateContext);
  if (!state) throw new Error('useShellState must be used inside <ShellProvider>');
  return state;
}

export function useShellActions(): ShellActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useShellActions must be used inside <ShellProvider>');
  return actions;
}

/** Texts of one page; a missing text id gives `fallback` (the page still renders, spec 8). */
export function usePageTexts(page: string): (id: string, fallback?: string) => string {
  const texts = useShellState().pageTexts[page];
  return (id, fallback = '') => texts?.[id] ?? fallback;
}
