// Any path no route knows: to the home of its language; the other district's paths to that site.
export { unknownPathLoader as loader } from '../pages.server';
