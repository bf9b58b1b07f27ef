import { describe, expect, it } from 'vitest';
import { httpStatusMessages } from './messages';
import { distinctStatusMessage, httpStatusMessage } from './server-answers';

describe('what a server answer says without a sentence of its own', () => {
  it.each<[number, string]>([
    [401, httpStatusMessages.unauthenticated],
    [403, httpStatusMessages.forbidden],
    [404, httpStatusMessages.notFound],
    [413, httpStatusMessages.tooLarge],
    [429, httpStatusMessages.tooManyRequests],
    [500, 'The server ran into a problem (500). Please try again in a moment.'],
    [502, 'The server ran into a problem (502). Please try again in a moment.'],
    [409, 'The server answered with an error (409).'],
  ])('%i: %s', (status, text) => {
    expect(httpStatusMessage(status)).toBe(text);
  });

  it('leaves statuses whose meaning depends on the call (400, 409, 5xx) to the caller', () => {
    expect([400, 409, 500, 503].map(distinctStatusMessage)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
