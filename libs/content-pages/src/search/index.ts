// The search page's browser half (component, meta, handle, data type) and the search form the help centre and header reuse.
export { SearchRoute, SearchForm, SearchView, searchHandle, searchMeta, searchPath, type SearchData, type SearchPageHit, type SearchTextPart } from './search-page';
export { searchMessages } from './messages';
