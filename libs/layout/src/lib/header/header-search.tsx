import { Icon, media, VisuallyHidden } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export const headerSearchMessages = {
  label: /*i18n*/ {
    id: 'layout.header.search.label',
    message: 'Search the site',
  },
  placeholder: /*i18n*/ {
    id: 'layout.header.search.placeholder',
    message: 'Search',
  },
  submit: /*i18n*/ { id: 'layout.header.search.submit', message: 'Search' },
  open: /*i18n*/ { id: 'layout.header.search.open', message: 'Search' },
  suggestions: /*i18n*/ {
    id: 'layout.header.search.suggestions',
    message: 'Suggestions',
  },
};

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

interface Suggestion {
  title: string;
  /** Page path without the district and language prefix. */
  path: string;
}

const SearchIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

/**
 * A search field's suggestions (the WAI-ARIA combobox pattern), for the desktop box and the phone
 * field alike: after a pause in typing it asks the site for suggestions, a newer keystroke cancels
 * the pending pause and aborts the request in flight, so one field never has more than one request
 * out. Words typed before the page's script took over are asked for once it does.
 */
function useSuggestions(suggestAction: string, href: (path: string) => string) {
  const { i18n } = useLingui();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pause = useRef<ReturnType<typeof setTimeout>>();
  const inFlight = useRef<AbortController | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const cancel = () => {
    clearTimeout(pause.current);
    inFlight.current?.abort();
    inFlight.current = null;
  };

  const ask = (value: string) => {
    cancel();
    if (!value.trim()) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    pause.current = setTimeout(async () => {
      const request = new AbortController();
      inFlight.current = request;
      try {
        const response = await fetch(`${suggestAction}?${new URLSearchParams({ q: value.trim() })}`, {
          signal: request.signal,
          headers: { accept: 'application/json' },
        });
        const body = (await response.json()) as { suggestions?: Suggestion[] };
        if (request.signal.aborted) return;
        const list = body.suggestions ?? [];
        setSuggestions(list);
        setOpen(list.length > 0);
        setActive(-1);
      } catch {
        // Aborted by a newer keystroke, or failed: the visitor can still submit the search.
      } finally {
        if (inFlight.current === request) inFlight.current = null;
      }
    }, SUGGEST_DELAY_MS);
  };

  useEffect(() => {
    if (field.current?.value.trim()) ask(field.current.value);
    return cancel;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field becomes interactive
  }, []);

  const go = (suggestion: Suggestion) => {
    setOpen(false);
    window.location.assign(href(suggestion.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      // The list closes first; a second Escape reaches whatever holds the field.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the arrows cycle field → suggestions → field.
      setActive((current) => {
        const next = current + step;
        if (next < -1) return suggestions.length - 1;
        return next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const fieldProps = {
    ref: field,
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => ask(event.target.value),
    onKeyDown,
    onBlur: () => setOpen(false),
    onFocus: () => setOpen(suggestions.length > 0),
  } as const;
  const list = (
    <List id={listId} role="listbox" aria-label={i18n._(headerSearchMessages.suggestions)} hidden={!open}>
      {suggestions.map((suggestion, index) => (
        <Option
          key={suggestion.path}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Before the field's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => go(suggestion)}
        >
          {suggestion.title}
        </Option>
      ))}
    </List>
  );
  return { field, fieldProps, list };
}

/** The header's search on desktops: a GET form to the results page (works without JavaScript), with suggestions. */
export function HeaderSearch({ action, suggestAction, href, onHydrated }: { action: string; suggestAction: string; href: (path: string) => string; onHydrated?: () => void }) {
  const { i18n } = useLingui();
  const fieldId = useId();
  const { fieldProps, list } = useSuggestions(suggestAction, href);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <Form role="search" method="get" action={action}>
      <Box>
        <VisuallyHidden as="label" htmlFor={fieldId}>
          {i18n._(headerSearchMessages.label)}
        </VisuallyHidden>
        <Field {...fieldProps} id={fieldId} type="search" name="q" maxLength={100} placeholder={i18n._(headerSearchMessages.placeholder)} enterKeyHint="search" />
        <Submit
          type="submit"
          aria-label={i18n._(headerSearchMessages.submit)}
          onClick={(event) => {
            // The collapsed box opens on the icon; without JavaScript the icon goes to the results page.
            const field = event.currentTarget.form?.elements.namedItem('q');
            if (field instanceof HTMLInputElement && !field.value.trim()) {
              event.preventDefault();
              field.focus();
            }
          }}
        >
          <SearchIcon size={18} />
        </Submit>
        {list}
      </Box>
    </Form>
  );
}

/**
 * Phones: the bar has no room for a field, so the icon opens one under the bar (a disclosure, so it
 * works without JavaScript too) and focuses it, with the same suggestions; Escape closes it again.
 */
export function PhoneSearch({ action, suggestAction, href }: { action: string; suggestAction: string; href: (path: string) => string }) {
  const { i18n } = useLingui();
  const fieldId = useId();
  const { field, fieldProps, list } = useSuggestions(suggestAction, href);
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Opened before this code came (the page hydrates the search when it is needed): focus as a toggle would.
  useEffect(() => {
    if (disclosure.current?.open) field.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field becomes interactive
  }, []);
  return (
    <PhoneDisclosure
      ref={disclosure}
      onToggle={(event) => {
        if (event.currentTarget.open) field.current?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !disclosure.current?.open) return;
        disclosure.current.open = false;
        disclosure.current.querySelector('summary')?.focus();
      }}
    >
      <summary aria-label={i18n._(headerSearchMessages.open)}>
        <SearchIcon size={24} />
      </summary>
      <PhonePanel role="search" method="get" action={action}>
        <VisuallyHidden as="label" htmlFor={fieldId}>
          {i18n._(headerSearchMessages.label)}
        </VisuallyHidden>
        <PhoneField {...fieldProps} id={fieldId} type="search" name="q" maxLength={100} required placeholder={i18n._(headerSearchMessages.placeholder)} enterKeyHint="search" />
        <PhoneSubmit type="submit">{i18n._(headerSearchMessages.submit)}</PhoneSubmit>
        {list}
      </PhonePanel>
    </PhoneDisclosure>
  );
}

/**
 * On desktops the box is an icon until it has focus (the English menu leaves no room for a field),
 * then opens leftwards over the menu while the visitor types.
 */
const Form = styled.form`
  position: relative;
  flex: 0 0 30px;
  width: 30px;
  height: 30px;
  ${media.mobile} {
    display: none;
  }
`;

const Box = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: center;
  /* The field's padding comes with the focus, before the box has widened: it overflows to the left,
     so the icon stays under the pointer (moved, a click on it landed beside it and was lost). */
  justify-content: flex-end;
  width: 30px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  transition: width 0.15s ease-out;
  &:focus-within {
    width: 300px;
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.background};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  width: 0;
  height: 28px;
  padding: 0;
  ${Box}:focus-within & {
    padding-left: ${({ theme }) => theme.space.md};
  }
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus {
    outline: none;
  }
`;

const Submit = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/** Shown on phones only; the field opens as a band under the whole bar (the sticky header is its containing block). */
const PhoneDisclosure = styled.details`
  display: none;
  margin-left: auto;
  ${media.mobile} {
    display: block;
  }
  summary {
    display: inline-flex;
    padding: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    list-style: none;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
`;

const PhonePanel = styled.form`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
`;

const PhoneField = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  /* 16 px: smaller text makes iOS zoom into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const PhoneSubmit = styled.button`
  flex: none;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
  cursor: pointer;
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: max(100%, 320px);
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  &[hidden] {
    display: none;
  }
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
