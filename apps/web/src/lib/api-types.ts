// Types of the API calls, read from the generated OpenAPI types (api-schema.d.ts): which paths
// exist for which method, and what an operation takes and answers. The client takes only paths
// the document has and types each call's body and answer from the path it is given, so a route
// renamed or removed, or an answer or body whose schema changed, fails `npm run typecheck`.
import type { paths } from './api-schema';

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The document's paths that have an operation for `M`. */
type PathsWith<M extends ApiMethod> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

/** `/api/projects/{projectId}/x` -> `/projects/${string}/x`: what a call site writes. */
type Pattern<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Pattern<Tail>}`
  : P;

/** The client's base is /api (a viewer-dependent read names the /api twin of its /public one). */
type Relative<P> = P extends `/api${infer Rest}` ? Rest : never;

/** A path the client may call with method `M` (relative to /api, parameters filled in). */
export type ApiPath<M extends ApiMethod> = Pattern<Relative<PathsWith<M>>>;

/** The document paths whose pattern and `S` match both ways (the same pattern). */
type ExactPath<M extends ApiMethod, S extends string> = {
  [P in PathsWith<M>]: Pattern<Relative<P>> extends S
    ? S extends Pattern<Relative<P>>
      ? P
      : never
    : never;
}[PathsWith<M>];

/** The document paths whose pattern a literal path (`/reviews/12`) fits. */
type FittingPath<M extends ApiMethod, S extends string> = {
  [P in PathsWith<M>]: S extends Pattern<Relative<P>> ? P : never;
}[PathsWith<M>];

/**
 * The document path a call's path stands for: `/projects/${string}` -> `/api/projects/{projectId}`.
 * Patterns must match both ways first, so `/projects/${string}/${string}` is not also read as
 * `/projects/{projectId}` (a `${string}` could hold the slash); a literal path falls back to
 * the patterns it fits.
 */
export type PathOf<M extends ApiMethod, S extends string> = [ExactPath<M, S>] extends [never]
  ? FittingPath<M, S>
  : ExactPath<M, S>;

type Operation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;

/** The JSON answer of an operation (its 200 or 201). */
export type ApiAnswer<P extends keyof paths, M extends ApiMethod = 'get'> = P extends unknown
  ? AnswerOfOne<P, M>
  : never;

type AnswerOfOne<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends {
    responses: { 200: { content: { 'application/json': infer A } } };
  }
    ? A
    : Operation<P, M> extends {
          responses: { 201: { content: { 'application/json': infer A } } };
        }
      ? A
      : never;

/** The JSON body of an operation. */
export type ApiBody<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

/** The query parameters of an operation. */
export type ApiQuery<P extends keyof paths, M extends ApiMethod = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** What a call to `S` with method `M` answers (the JSON of its 200 or 201). */
export type AnswerOf<M extends ApiMethod, S extends string> = ApiAnswer<PathOf<M, S>, M>;

/** What a call to `S` with method `M` sends: its JSON body, a form for an upload, or nothing. */
export type BodyOf<M extends ApiMethod, S extends string> =
  Operation<PathOf<M, S>, M> extends {
    requestBody: { content: { 'multipart/form-data': unknown } };
  }
    ? FormData
    : [ApiBody<PathOf<M, S>, M>] extends [never]
      ? undefined | Record<string, never>
      : ApiBody<PathOf<M, S>, M>;
