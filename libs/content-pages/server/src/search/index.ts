export { searchLoader, markedParts } from './search.loader';
