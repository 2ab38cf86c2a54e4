// The blog pages' browser halves (component, meta, handle, data types).
export { BlogListRoute, blogListHandle, type BlogListData } from './blog-list-page';
export { BlogDetailRoute, blogDetailHandle, blogDetailMeta, type BlogDetailData, type BlogPost } from './blog-detail-page';
export { BookListRoute, bookListHandle, type BookListData } from './book-list-page';
export { BookDetailRoute, bookDetailHandle, bookDetailMeta, type BookDetailData, type BookDetail } from './book-detail-page';
export type { BlogPostCard } from './blog-card';
export type { BookCardData } from './book-card';
export { blogPaging } from './blog-layout';
