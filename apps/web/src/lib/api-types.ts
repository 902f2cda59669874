// Types of the API calls, read from the generated OpenAPI types (api-schema.d.ts): which paths
// exist for which method, and what an operation takes and answers. The client below takes
// only paths the document has, so a route renamed or removed fails `npm run typecheck`.
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

type Operation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;

/** The JSON answer of an operation (its 200 or 201). */
export type ApiAnswer<P extends keyof paths, M extends ApiMethod = 'get'> =
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
