// The blog: visitors read published posts; admins write, schedule, preview and restore them.
import { Router, type RequestHandler } from 'express';
import {
  adminPostListQuerySchema,
  docIdField,
  noFieldsSchema,
  pageQuerySchema,
  postCreateSchema,
  postListQuerySchema,
  postPatchSchema,
  postReadQuerySchema,
  postSlugField,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { createRoute } from '../http/route-input';
import { parseInput } from '../platform/parse-input';
import { listPublicPosts, readPost } from './public-posts';
import { listAdminPosts, listPostRevisions } from './admin-posts';
import { createPost, patchPost } from './save-post';
import { deletePost } from './delete-post';
import { restoreRevision } from './restore-revision';

/** Hosting's cache keeps a public answer at most this long, so a scheduled or unpublished post shows so within it. */
const PUBLIC_POSTS_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A call sent without a body reaches us as undefined, '' or no bytes, depending on its content type. */
function bodyOrNothing(body: unknown): unknown {
  const empty = body === undefined || body === '' || (Buffer.isBuffer(body) && body.length === 0);
  return empty ? {} : body;
}

export function postRoutes(deps: Deps): Router {
  const router = Router();
  const admin = requireAdmin(deps);
  const previewNeedsAdmin: RequestHandler = (req, res, next) => {
    const { preview } = parseInput(postReadQuerySchema, req.query);
    res.locals.preview = preview === '1';
    return preview === '1' ? admin(req, res, next) : next();
  };

  // GET /posts?tag=&cursor=: { items: [{ id, slug, title, excerpt, coverImage, tags, author, publishedAt }], nextCursor }.
  router.get('/posts', async (req, res) => {
    const query = parseInput(postListQuerySchema, req.query);
    res.setHeader('Cache-Control', PUBLIC_POSTS_CACHE_CONTROL).json(await listPublicPosts(deps, query));
  });

  // GET /posts/{slug}[?preview=1]: the post with its bodyHtml; an admin's preview sees drafts and scheduled posts.
  router.get('/posts/:slug', previewNeedsAdmin, async (req, res) => {
    const slug = parseInput(postSlugField, req.params.slug);
    const preview = res.locals.preview === true;
    const post = await readPost(deps, slug, preview);
    res.setHeader('Cache-Control', preview ? PRIVATE_CACHE_CONTROL : PUBLIC_POSTS_CACHE_CONTROL).json(post);
  });

  // POST /posts (admin) -> 201 { id, slug }.
  router.post('/posts', admin, createRoute(deps, postCreateSchema, createPost));

  // PATCH /posts/{id} (admin) -> { id, slug, status }.
  router.patch('/posts/:id', admin, async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(postPatchSchema, req.body);
    res.json(await patchPost(deps, callerOf(res), id, input));
  });

  // DELETE /posts/{id} (admin).
  router.delete('/posts/:id', admin, async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    await deletePost(deps, callerOf(res), id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  // GET /posts/{id}/revisions?cursor= (admin): { items, nextCursor }, newest first.
  router.get('/posts/:id/revisions', admin, async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { cursor } = parseInput(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL).json(await listPostRevisions(deps, id, cursor));
  });

  // POST /posts/{id}/revisions/{revisionId}/restore (admin) -> { id, slug }.
  router.post('/posts/:id/revisions/:revisionId/restore', admin, async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const revisionId = parseInput(docIdField, req.params.revisionId);
    parseInput(noFieldsSchema, bodyOrNothing(req.body));
    res.json(await restoreRevision(deps, callerOf(res), id, revisionId));
  });

  // GET /admin/posts?status=&q=&cursor= (admin): { items, nextCursor }.
  router.get('/admin/posts', admin, async (req, res) => {
    const query = parseInput(adminPostListQuerySchema, req.query);
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL).json(await listAdminPosts(deps, query));
  });

  return router;
}
