// What a guarded route's handler starts from, read in one line: the verified caller, the path's `:id` and the body
// the route's domain schema accepts. The id is checked before the body, so a request with both wrong gets the id's
// 400; either refusal changes nothing, as parseInput refuses before any read. A route that only hands its checked
// input to its area (a create, a list for the caller) is made whole by createRoute or listRoute.
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { docIdField } from '@toolshop/domain';
import type { Caller } from '../platform/caller';
import type { Deps } from '../platform/deps';
import { parseInput } from '../platform/parse-input';
import { callerOf } from './auth';

/** The caller and the body `schema` accepts (a 400 otherwise). */
export function bodyInput<S extends z.ZodType>(req: Request, res: Response, schema: S) {
  return { caller: callerOf(res), body: parseInput(schema, req.body) };
}

/** The caller and the path's `:id`, a document id (a 400 otherwise). */
export function docInput(req: Request, res: Response): { caller: Caller; id: string };
/** The caller, the path's `:id` and then the body `schema` accepts. */
export function docInput<S extends z.ZodType>(
  req: Request,
  res: Response,
  schema: S,
): { caller: Caller; id: string; body: z.output<S> };
export function docInput(req: Request, res: Response, schema?: z.ZodType) {
  const id = parseInput(docIdField, req.params.id);
  return { caller: callerOf(res), id, body: schema && parseInput(schema, req.body) };
}

/** An area's function a route hands its checked input to, with the caller. */
type AreaCall<S extends z.ZodType> = (deps: Deps, caller: Caller, input: z.output<S>) => Promise<unknown>;

/** A guarded POST that creates something: the body `schema` accepts goes to `create`, whose answer is the 201's body. */
export function createRoute<S extends z.ZodType>(deps: Deps, schema: S, create: AreaCall<S>): RequestHandler {
  return async (req, res) => {
    const { caller, body } = bodyInput(req, res, schema);
    res.status(201).json(await create(deps, caller, body));
  };
}

/** A guarded GET of a list: the query `schema` accepts goes to `list`, whose answer is the list. */
export function listRoute<S extends z.ZodType>(deps: Deps, schema: S, list: AreaCall<S>): RequestHandler {
  return async (req, res) => res.json(await list(deps, callerOf(res), parseInput(schema, req.query)));
}
