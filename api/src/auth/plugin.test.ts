import Fastify from 'fastify';
import { registerAuth } from './plugin';

describe('registerAuth', () => {
  test('refuses to start when a route does not declare who may call it', async () => {
    const app = Fastify();
    registerAuth(app);
    expect(() => app.get('/forgotten', async () => ({}))).toThrow(
      'Route GET /forgotten does not declare its access',
    );
    expect(() =>
      app.get('/declared', { config: { access: 'public' } }, async () => ({})),
    ).not.toThrow();
    await app.close();
  });
});
