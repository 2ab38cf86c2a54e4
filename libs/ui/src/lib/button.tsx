import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  /** Stretch to the full width of the container. */
  $block?: boolean;
}

/**
 * One line of a label (line-height 1.35) with its vertical padding stays within the minimum height
 * (sm 28.9 px of 32, md 36.9 of 40, lg 43.6 of 48): a short label's button keeps that height, and its
 * text the very pixels it had at line-height 1.2 (1.4 moved 14 px text down a pixel). A label that
 * wraps grows the button by its lines, with that padding above and below them.
 */
const sizes = {
  sm: css`min-height: 32px; padding: 4px 12px; font-size: ${({ theme }) => theme.fontSizes.sm};`,
  md: css`min-height: 40px; padding: 8px 20px; font-size: ${({ theme }) => theme.fontSizes.sm};`,
  lg: css`min-height: 48px; padding: 10px 28px; font-size: ${({ theme }) => theme.fontSizes.md};`,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandDark}; }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentDark}; }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surface}; }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not(:disabled) { opacity: 0.85; }
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.brand};
    padding: 0;
    min-height: auto;
    /* A text button is as tall as its line, as before the padding above. */
    line-height: 1.2;
    &:hover:not(:disabled) { text-decoration: underline; }
  `,
};

/**
 * Shared look of buttons and button-styled links. A label longer than its container wraps inside the
 * pill, centred, instead of widening the container: one button with a long label ('Open your account
 * on our mainland China site', 408 px on one line) laid a whole phone page out 425 px wide at 390.
 * A label that fits stays on one line: a button is never narrower than its one-line label where that
 * fits its container (min-width: fit-content), so a row of buttons that share its width (flex: 1)
 * still sends a button to the next line rather than breaking the labels of all of them.
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: fit-content;
  max-width: 100%;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  line-height: 1.35;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  /* Opacity changes at once: a button fading in from its disabled look would be enabled yet faint for a moment. */
  transition: background-color 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** `<button>`; defaults to `type="button"` so it never submits a form by accident. */
export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link that looks like a button (`as={SomeRouterLink}` works too). */
export const ButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
