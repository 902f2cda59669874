// The site's absolute origin for links written by the server: PUBLIC_URL, else the request's.
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';

export function baseUrl(deps: Deps, request: FastifyRequest): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
