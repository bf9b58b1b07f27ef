/**
 * The sentence for a server's answer by its status, when the server sent none of its own (or only a
 * code such as RATE_LIMIT_EXCEEDED, or an HTML error page instead of JSON).
 */
import { httpStatusMessages } from './messages';

/** Statuses whose meaning is the same for every call: each has its own sentence. */
export function distinctStatusMessage(status: number | undefined): string | undefined {
  switch (status) {
    case 401: return httpStatusMessages.unauthenticated;
    case 403: return httpStatusMessages.forbidden;
    case 404: return httpStatusMessages.notFound;
    case 413: return httpStatusMessages.tooLarge;
    case 429: return httpStatusMessages.tooManyRequests;
    default: return undefined;
  }
}

export function httpStatusMessage(status: number): string {
  return distinctStatusMessage(status) ?? (status >= 500 ? httpStatusMessages.serverError(status) : httpStatusMessages.other(status));
}
