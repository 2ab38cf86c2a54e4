// Server entry of the content pages: each page slice's loader, action and headers.
export { HOME_PAGE_TEXT, homeLoader } from './home/home.loader';
