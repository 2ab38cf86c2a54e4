import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for assistive technology. */
  'aria-label': string;
  /** Controlled selection; pair with `onSelect`. */
  selectedId?: string;
  /** Initial selection when uncontrolled; defaults to the first item. */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** `dark` for the footer. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home/End jump
 * to the ends. Every panel is rendered (inactive ones hidden) so their text is in the server HTML.
 */
export function Tabs({ items, selectedId, defaultSelectedId, onSelect, tone = 'light', className, ...aria }: TabsProps) {
  const baseId = useId();
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? items[0]?.id);
  const requested = selectedId ?? uncontrolledId;
  const activeId = items.some((item) => item.id === requested) ? requested : items[0]?.id;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  if (items.length === 0) return null;

  const select = (id: string) => {
    if (selectedId === undefined) setUncontrolledId(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const id = items[target].id;
    select(id);
    tabRefs.current.get(id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={aria['aria-label']} $tone={tone}>
        {items.map((item, index) => {
          const selected = item.id === activeId;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              $tone={tone}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item) => (
        <Panel key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} tabIndex={0} hidden={item.id !== activeId}>
          {item.panel}
        </Panel>
      ))}
    </div>
  );
}

const TabList = styled.div<{ $tone: 'light' | 'dark' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme, $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.16)' : theme.colors.border)};
`;

const Tab = styled.button<{ $tone: 'light' | 'dark' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.footerText : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.textInverse : theme.colors.brand)};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  &:hover { color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.textInverse : theme.colors.text)}; }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  &:focus-visible { outline-offset: 4px; }
`;
