// The blog feature's front door: what other features may use of it. Everything else in the folder is private.
export { BLOG_PATH, blogPostPath, blogTagPath } from './blog-paths';
export { PostBody } from './components/post-body';
