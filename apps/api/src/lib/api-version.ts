// The versioned base of the API: /api/v1/<path> is /api/<path>, the same route (so rate
// limits, the response cache, ETags and CORS are one and the same for both). Integrators are
// pointed at /api/v1, the stable contract; the unversioned paths stay for the web app and for
// links already out there. A future v2 gets its own routes beside these.
export const API_V1_PREFIX = '/api/v1';

/** The unversioned URL a request is routed by (the query string kept). */
export function unversionedUrl(url: string): string {
  if (url.startsWith(`${API_V1_PREFIX}/`)) return `/api/${url.slice(API_V1_PREFIX.length + 1)}`;
  if (url === API_V1_PREFIX || url.startsWith(`${API_V1_PREFIX}?`))
    return `/api${url.slice(API_V1_PREFIX.length)}`;
  return url;
}
