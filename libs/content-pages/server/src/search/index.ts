export { searchLoader, searchSuggestLoader, markedParts } from './search.loader';
