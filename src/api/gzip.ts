/**
 * A JSON body gzip-compressed with the platform's CompressionStream (every browser this site
 * supports, and Node): a large document's JSON shrinks about tenfold, which is what lets a 5 MB
 * document through a server that takes 5 MB per request.
 */
export const canCompress = () => typeof CompressionStream !== 'undefined';

export async function gzipJson(value: unknown): Promise<Uint8Array<ArrayBuffer>> {
  const text = JSON.stringify(value);
  // A stream read from a Response keeps the bytes in this realm (jsdom's TextEncoder would not).
  const stream = new Response(text).body!.pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
