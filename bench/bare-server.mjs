// The framework's ceiling: Fastify with one route answering {} and nothing else (no hooks, no database).
// Started by bench/run.ts beside the product's server, measured with the same load and the same client.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({}));
app.get('/readyz', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT || 18091) });
