/**
 * The http suite's reference: a bare Fastify hello-world, run in its own process exactly like
 * the API, so every ratio compares servers that had the same machine. Prints its URL.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
