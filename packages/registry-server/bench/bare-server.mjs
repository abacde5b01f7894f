// The baseline: bare node:http answering a constant JSON.
import http from 'node:http';

const body = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', name: 'Constant', ok: true });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
