/**
 * The host crawls' GET (crawl.ts): Node's own HTTP client, not fetch. A crawl
 * makes hundreds of requests of each host, and fetch (undici, its web streams,
 * and the decompression of every answer, pictures and scripts included) took
 * about three times the CPU. It asks for compressed answers as a browser does,
 * so servers answer as they answer readers, and decompresses only the answers
 * it reads (pages and XML).
 */
import http from 'node:http';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  location: string | null;
  /** A header's value as fetch gives it (repeated headers joined by ", "), or null when it was not sent. */
  header(name: string): string | null;
  /** The text of a page or an XML file; '' for anything else (read, not kept). */
  body: string;
}

const DECOMPRESS: Record<string, (data: Buffer) => Buffer> = {
  br: (data) => zlib.brotliDecompressSync(data),
  gzip: (data) => zlib.gunzipSync(data),
  deflate: (data) => zlib.inflateSync(data),
};

/** Connections kept open between requests, at most `connections` at once: one per host crawl, destroyed after it. */
export const crawlAgent = (connections: number) => new http.Agent({ keepAlive: true, maxSockets: connections });

/** A GET of `path` at `origin`, redirects not followed: an answer is an answer, whatever its status. */
export function httpGet(origin: string, path: string, agent: http.Agent): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const type = response.headers['content-type'] ?? '';
      const read = type.startsWith('text/html') || path.endsWith('.xml');
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (read) chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        try {
          const encoding = response.headers['content-encoding'];
          const data = Buffer.concat(chunks);
          const body = read ? (encoding && DECOMPRESS[encoding] ? DECOMPRESS[encoding](data) : data).toString('utf8') : '';
          const header = (name: string) => {
            const value = response.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({ status: response.statusCode ?? 0, location: header('location'), header, body });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
  });
}
