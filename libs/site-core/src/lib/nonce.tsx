import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

/**
 * The CSP nonce of the current response. The server provides it around the whole render; in the
 * browser it is '' (browsers hide nonce attributes from scripts, so the hydrated markup matches).
 */
export const NonceProvider = ({ value, children }: { value: string; children: ReactNode }) => (
  <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
);

export const useNonce = (): string => useContext(NonceContext);
