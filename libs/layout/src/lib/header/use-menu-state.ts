import { useCallback, useEffect, useState, type RefObject } from 'react';

type OpenedBy = 'hover' | 'click';
interface MenuState {
  openId: string | null;
  openedBy: OpenedBy | null;
}
const CLOSED: MenuState = { openId: null, openedBy: null };

/**
 * Which header dropdown is open (at most one). Hover opens and leaving closes; a click or
 * Enter/Space toggles, and a click on a menu that hover already opened keeps it open instead of
 * closing it under the pointer (touch screens send both); `open` opens one as a click does (keys of
 * the account menu). A press outside `containerRef` closes.
 */
export function useMenuState(containerRef: RefObject<HTMLElement | null>, initialOpenId: string | null = null) {
  const [state, setState] = useState<MenuState>(initialOpenId ? { openId: initialOpenId, openedBy: 'click' } : CLOSED);

  const hoverOpen = useCallback((id: string) => setState({ openId: id, openedBy: 'hover' }), []);
  const hoverClose = useCallback((id: string) => setState((current) => (current.openId === id && current.openedBy === 'hover' ? CLOSED : current)), []);
  const toggle = useCallback(
    (id: string) =>
      setState((current) => {
        if (current.openId !== id) return { openId: id, openedBy: 'click' };
        return current.openedBy === 'hover' ? { openId: id, openedBy: 'click' } : CLOSED;
      }),
    [],
  );
  const open = useCallback((id: string) => setState({ openId: id, openedBy: 'click' }), []);
  const close = useCallback(() => setState(CLOSED), []);
  const closeIfOpen = useCallback((id: string) => setState((current) => (current.openId === id ? CLOSED : current)), []);

  const isOpen = state.openId !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setState(CLOSED);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, containerRef]);

  return { openId: state.openId, hoverOpen, hoverClose, toggle, open, close, closeIfOpen };
}

export type MenuStateApi = ReturnType<typeof useMenuState>;
