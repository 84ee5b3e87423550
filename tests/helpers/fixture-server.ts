import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on 127.0.0.1 that stands in for GitHub's API and for the
 * vendors' web pages in the source watch's tests, so nothing reaches the
 * internet. Each answer is set by path (with its query), and every request is
 * kept for the tests to look at. A path with no answer gets a 599, so a request
 * the test did not expect shows up as a failure, never as a page that is gone.
 */
export interface FixtureAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
}

export interface FixtureServer {
  origin: string;
  answers: Map<string, FixtureAnswer>;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const answers = new Map<string, FixtureAnswer>();
  const requests: FixtureServer['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    const answer = answers.get(request.url ?? '') ?? { status: 599, body: `no answer set for ${request.url}` };
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
    response.writeHead(answer.status ?? 200, { 'content-type': typeof answer.body === 'string' ? 'text/html; charset=utf-8' : 'application/json', ...answer.headers });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answers,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address on 127.0.0.1 where nothing listens: a request to it fails as a network failure does. */
export async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
