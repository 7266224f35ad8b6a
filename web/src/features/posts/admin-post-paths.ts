// Where the back office's post screens are.
export const ADMIN_POSTS_PATH = '/dashboard/posts';
export const NEW_POST_PATH = `${ADMIN_POSTS_PATH}/new`;
export const adminPostPath = (slug: string) => `${ADMIN_POSTS_PATH}/edit/${slug}`;
export const postPreviewPath = (slug: string) => `${ADMIN_POSTS_PATH}/preview/${slug}`;
