// The blog pages' loaders.
export { blogDetailLoader, blogListLoader, blogSitemapPages, bookDetailLoader, bookListLoader } from './blog.loader';
