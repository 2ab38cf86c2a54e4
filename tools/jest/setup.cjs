// jest-dom matchers only make sense where there is a DOM.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
}
