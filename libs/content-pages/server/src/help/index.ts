// The help pages' loaders.
export {
  downloadFormLoader,
  helpCentreAnswerLoader,
  helpCentreCatalogLoader,
  helpCentreLoader,
  helpFaqLoader,
  helpframeAnswerLoader,
  helpframeCatalogLoader,
  helpSitemapPages,
} from './help.loader';
