import { HttpResponse } from 'msw';

/**
 * Plane's error bodies, each where Plane answers it (docs/plane-api.md, "Rules that hold for every
 * row"; fixtures/plane/errors/). The contract test holds these to the fixtures.
 */
const body = (status: number, payload: unknown) => HttpResponse.json(payload as never, { status });

export const planeError = {
  /** DRF's NotAuthenticated, turned into a 401 by authentication/adapter/exception.py:17-22. */
  notAuthenticated: () => body(401, { detail: 'Authentication credentials were not provided.' }),
  /** `allow_permission` (app/permissions/base.py:80-84). */
  notAllowed: () => body(403, { error: "You don't have the required permissions." }),
  /** A DRF permission class (app/permissions/workspace.py, project.py). */
  permissionDenied: () => body(403, { detail: 'You do not have permission to perform this action.' }),
  /** Any `.get()` that misses (app/views/base.py:92-96). */
  objectMissing: () => body(404, { error: 'The required object does not exist.' }),
  /** DRF `get_object()` of a workspace the caller is not in. */
  noWorkspace: () => body(404, { detail: 'No Workspace matches the given query.' }),
  /** `handler404` (app/views/error_404.py): an unrouted path, a non-UUID id. */
  noRoute: () => body(404, { error: 'Page not found.' }),
  /** middleware/request_body_size.py:18-28, answered by the HTTP server before MSW sees the body. */
  tooLargeBody: { error: 'REQUEST_BODY_TOO_LARGE', detail: 'The size of the request body exceeds the maximum allowed size.' },
  /** A Django ValidationError, e.g. a malformed UUID inside a body (app/views/base.py:84-88). */
  invalidDetail: () => body(400, { error: 'Please provide valid detail' }),
  /** Unhandled exceptions (app/views/base.py:105-109). */
  server: () => body(500, { error: 'Something went wrong please try again later' }),
  /** A view's own `{"error": …}` with its status. */
  error: (status: number, error: string) => body(status, { error }),
  /** Serializer field errors: `{field: [message]}`, or `{field: {error: message}}` where a validator raises a dict. */
  fields: (errors: Record<string, string[] | { error: string }>) => body(400, errors),
  /** DRF's `{"detail": …}` with a status (the paginator's 400s). */
  detail: (status: number, detail: string) => body(status, { detail }),
};

export const ok = (payload: unknown, status = 200) => body(status, payload);
export const noContent = () => new HttpResponse(null, { status: 204 });
