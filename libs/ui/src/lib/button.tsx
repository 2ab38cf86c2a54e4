import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  /** Stretch to the full width of the container. */
  $block?: boolean;
}

const sizes = {
  sm: css`min-height: 32px; padding: 0 12px; font-size: ${({ theme }) => theme.fontSizes.sm};`,
  md: css`min-height: 40px; padding: 0 20px; font-size: ${({ theme }) => theme.fontSizes.sm};`,
  lg: css`min-height: 48px; padding: 0 28px; font-size: ${({ theme }) => theme.fontSizes.md};`,
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
    padding-left: 0;
    padding-right: 0;
    min-height: auto;
    &:hover:not(:disabled) { text-decoration: underline; }
  `,
};

/** Shared look of buttons and button-styled links. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
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
