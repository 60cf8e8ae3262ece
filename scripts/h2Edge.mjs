// A TLS edge speaking HTTP/2 in front of a portal, as docs/deploy.md puts one (nginx `listen 443
// ssl http2`, or a CDN): for the benchmarks, so they can show a page over the protocol browsers
// get in production, where every preload shares one connection instead of six at a time. Its
// certificate is self-signed for localhost; the browser measuring through it is told to trust
// its key (`--ignore-certificate-errors-spki-list`), since a browser that merely ignores a
// certificate error keeps nothing in its HTTP cache and the figures would not be a real visit's.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids (connection-specific ones) or that name the other hop. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-edge-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert].concat([
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ]),
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Starts the edge on a free port, passing every request to `origin` (http://host:port) over
 * keep-alive HTTP/1.1, as nginx passes them to the instances.
 */
export async function startH2Edge(origin) {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const certificate = selfSignedCertificate();
  const spki = createHash('sha256')
    .update(createPublicKey(certificate.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const server = http2.createSecureServer(certificate, (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name),
      ),
    );
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...headers, host: target.host },
        agent,
      },
      (answer) => {
        const out = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address();
  return {
    url: `https://localhost:${port}`,
    /** The chromium flag that makes a browser trust this edge's certificate. */
    trustFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    close: () => {
      agent.destroy();
      server.close();
    },
  };
}
