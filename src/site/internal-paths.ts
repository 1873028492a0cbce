/** Internal path (inside a language) of the prerendered blog view filtered by a category. */
export const BLOG_CATEGORY_PAGE = '/blog-category';

/** Internal path (inside a language) of the 404 page. */
export const NOT_FOUND_PAGE = '/page-not-found';

/** Response header by which the proxy tells the server to answer with status 404. */
export const NOT_FOUND_HEADER = 'x-page-not-found';
