export { robotsLoader as loader } from '../pages.server';
