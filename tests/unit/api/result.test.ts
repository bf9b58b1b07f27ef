import { describe, expect, it } from 'vitest';
import { errorText, specErrorText, type ApiError } from '../../../src/api/result';
import { httpStatusMessages } from '../../../src/domain/messages';

const FALLBACK = 'Some error occurred. Please try again.';
const http = (status: number, serverMessage?: string): ApiError => ({ kind: 'http', status, serverMessage, message: serverMessage ?? `HTTP ${status}` });
const transport = (kind: ApiError['kind']): ApiError => ({ kind, message: `the transport's sentence for ${kind}` });

describe('the text of a failure: the server\'s words, else a sentence', () => {
  it.each<[string, unknown, string, string]>([
    // name, error, errorText (transport sentences kept), specErrorText (SPEC's fallback for anything unexplained)
    ['the server\'s words', http(503, 'Model overloaded.'), 'Model overloaded.', 'Model overloaded.'],
    ['a 500 without words', http(500), FALLBACK, FALLBACK],
    ['a 413 without words', http(413), httpStatusMessages.tooLarge, FALLBACK],
    ['a 404 without words', http(404), httpStatusMessages.notFound, FALLBACK],
    ['a lost session, whatever its words', http(401, 'Authentication credentials were not provided.'), httpStatusMessages.unauthenticated, httpStatusMessages.unauthenticated],
    ['a network failure', transport('network'), 'the transport\'s sentence for network', FALLBACK],
    ['a timeout', transport('timeout'), 'the transport\'s sentence for timeout', FALLBACK],
    ['an unreadable body', transport('parse'), 'the transport\'s sentence for parse', FALLBACK],
    ['an answer of the wrong shape', transport('shape'), 'the transport\'s sentence for shape', FALLBACK],
    ['something that is not an ApiError', new Error('boom'), FALLBACK, FALLBACK],
  ])('%s', (_name, error, transportReading, specReading) => {
    expect(errorText(error, FALLBACK)).toBe(transportReading);
    expect(specErrorText(error, FALLBACK)).toBe(specReading);
  });

  it('the caller\'s sentence for a status comes before the fallback', () => {
    expect(specErrorText(http(429), FALLBACK, { 429: 'Too many.' })).toBe('Too many.');
    expect(specErrorText(http(429, 'Slow down.'), FALLBACK, { 429: 'Too many.' })).toBe('Slow down.');
  });
});
