/** A bare Fastify route on the same machine in the same run: the yardstick for the API figures. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 18181), host: '127.0.0.1' });
