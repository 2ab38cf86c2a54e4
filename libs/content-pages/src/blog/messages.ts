/** UI texts of the blog and the investor library (content-blog catalog); their content comes from the content API. */
export const blogMessages = {
  tagsLabel: /*i18n*/ { id: 'content.blog.tagsLabel', message: 'Blog topics' },
  empty: /*i18n*/ { id: 'content.blog.empty', message: 'There are no posts here yet. Please check back soon.' },
  byAuthor: /*i18n*/ { id: 'content.blog.byAuthor', message: 'By {author}' },
  topic: /*i18n*/ { id: 'content.blog.topic', message: 'Topic' },
  moreOnTopic: /*i18n*/ { id: 'content.blog.moreOnTopic', message: 'More posts on {topic}' },
  neighbours: /*i18n*/ { id: 'content.blog.neighbours', message: 'More posts' },
  related: /*i18n*/ { id: 'content.blog.related', message: 'Latest in {topic}' },
  previous: /*i18n*/ { id: 'content.blog.previous', message: 'Previous post' },
  next: /*i18n*/ { id: 'content.blog.next', message: 'Next post' },
  backToBlog: /*i18n*/ { id: 'content.blog.backToBlog', message: 'Back to the blog' },
};

export const bookMessages = {
  empty: /*i18n*/ { id: 'content.book.empty', message: 'There are no books in the library yet. Please check back soon.' },
  byAuthor: /*i18n*/ { id: 'content.book.byAuthor', message: 'By {author}' },
  pageCount: /*i18n*/ { id: 'content.book.pageCount', message: '{count} pages' },
  published: /*i18n*/ { id: 'content.book.published', message: 'Published {date}' },
  chapters: /*i18n*/ { id: 'content.book.chapters', message: 'Contents' },
  about: /*i18n*/ { id: 'content.book.about', message: 'About this book' },
  downloadPdf: /*i18n*/ { id: 'content.book.downloadPdf', message: 'Download PDF' },
  readOnline: /*i18n*/ { id: 'content.book.readOnline', message: 'Read online' },
  backToLibrary: /*i18n*/ { id: 'content.book.backToLibrary', message: 'Back to the investor library' },
};
