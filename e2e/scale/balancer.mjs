#!/usr/bin/env node
// A small load balancer for the scale-out suite and for trying two API instances by hand:
//   node e2e/scale/balancer.mjs 8194 http://127.0.0.1:8195 http://127.0.0.1:8196
// HTTP requests go round-robin, one request at a time, so a page's requests land on both
// instances; a WebSocket stays on the instance that accepted its upgrade. A cookie `lb_instance=<n>`
// (1-based) pins a browser to one instance, as the affinity cookie of a real load balancer would;
// the suite uses it to put two people on different instances. Every answer says which instance
// served it in `X-Instance`. GET /__balancer says how many sockets each instance holds.
// Node's standard library only: the repository adds no dependency for it.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const PIN_COOKIE = 'lb_instance';
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function pinned(request, count) {
  const match = (request.headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${PIN_COOKIE}=(\\d+)`));
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < count ? index : null;
}

function forwardedHeaders(request) {
  const headers = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const client = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = request.headers['x-forwarded-for'] ? `${request.headers['x-forwarded-for']}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = request.headers.host ?? '';
  return headers;
}

/** Starts the balancer (every interface unless `host` says otherwise); resolves with the server once it listens. */
export function startBalancer({ port, host, targets }) {
  const backends = targets.map((target) => new URL(target));
  const agent = new http.Agent({ keepAlive: true });
  const sockets = backends.map(() => 0);
  let next = 0;
  const choose = (request) => {
    const pin = pinned(request, backends.length);
    if (pin !== null) return pin;
    const index = next;
    next = (next + 1) % backends.length;
    return index;
  };

  const server = http.createServer((request, response) => {
    if (request.url === '/__balancer') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ instances: backends.map((url, index) => ({ instance: index + 1, url: url.origin, sockets: sockets[index] })) }));
      return;
    }
    const index = choose(request);
    const backend = backends[index];
    const upstream = http.request(
      { host: backend.hostname, port: backend.port, method: request.method, path: request.url, headers: forwardedHeaders(request), agent },
      (answer) => {
        const headers = { ...answer.headers, 'x-instance': String(index + 1) };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'x-instance': String(index + 1) });
      response.end(JSON.stringify({ error: 'Le service est momentanément indisponible.' }));
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request, client, head) => {
    const index = choose(request);
    const backend = backends[index];
    const headers = forwardedHeaders(request);
    headers.connection = 'Upgrade';
    headers.upgrade = request.headers.upgrade ?? 'websocket';
    const upstream = http.request({ host: backend.hostname, port: backend.port, method: request.method, path: request.url, headers });
    upstream.on('upgrade', (answer, socket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      lines.push(`X-Instance: ${index + 1}`);
      client.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length > 0) client.write(upstreamHead);
      if (head.length > 0) socket.write(head);
      sockets[index] += 1;
      let open = true;
      const closed = () => {
        if (!open) return;
        open = false;
        sockets[index] -= 1;
        client.destroy();
        socket.destroy();
      };
      socket.on('close', closed).on('error', closed);
      client.on('close', closed).on('error', closed);
      socket.pipe(client).pipe(socket);
    });
    // Refused upgrade (401, 403…): the instance's answer goes back as it is.
    upstream.on('response', (answer) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, `X-Instance: ${index + 1}`, 'Connection: close'];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        if (!HOP_BY_HOP.includes(answer.rawHeaders[i].toLowerCase())) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      }
      client.write(`${lines.join('\r\n')}\r\n\r\n`);
      answer.pipe(client);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.end();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, ...targets] = process.argv.slice(2);
  if (!port || targets.length === 0) {
    console.error('Usage : node e2e/scale/balancer.mjs <port> <url instance 1> <url instance 2> …');
    process.exit(2);
  }
  startBalancer({ port: Number(port), host: process.env.BALANCER_HOST, targets }).then(
    () => console.log(`Répartiteur sur http://localhost:${port} -> ${targets.join(', ')}`),
    (err) => {
      console.error(err.code === 'EADDRINUSE' ? `Le port ${port} est déjà utilisé.` : err);
      process.exit(1);
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
}
