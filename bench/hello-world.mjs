// The reference for API throughput: the smallest Fastify app, one JSON route, no plugins.
// Run as its own process so it gets a CPU of its own, like the API it is compared with.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8198);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
