import { Icon, type IconProps } from '@brokerage/ui';

/**
 * The site's decorative line icons (one set, one stroke, shared by the home page and the product
 * pages): lighter strokes, 24 px by default (the text beside each names the thing).
 */
export const LineIcon = (props: IconProps) => <Icon size={24} strokeWidth={1.8} {...props} />;

/**
 * The check mark of hero, feature and fee lists, apart from the product icons (home-icons): a hero
 * that shows it does not load the whole icon set with it.
 */
export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);
