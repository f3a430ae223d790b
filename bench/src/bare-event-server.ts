import { createServer } from 'node:http';
import pg from 'pg';

/**
 * The baseline: the same tournament row served by node:http and pg with nothing in between, so the api's
 * figure can be read as a fraction of what this machine can do at all.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT ?? 0);

const server = createServer(async (req, res) => {
  const id = req.url?.split('/').pop() ?? '';
  try {
    const { rows } = await pool.query('select * from tournaments where id = $1', [id]);
    if (!rows[0]) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows[0]));
  } catch {
    res.writeHead(500).end();
  }
});
server.listen(port, '127.0.0.1', () => console.info('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
