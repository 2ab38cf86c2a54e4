import { useEffect, useState } from 'react';

/** False during server rendering and the hydration render, true afterwards (portals need `document`). */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => setIsClient(true), []);
  return isClient;
}
