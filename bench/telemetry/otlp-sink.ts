// An OTLP/HTTP endpoint that takes every export and keeps nothing: where the bench's "telemetry on" servers
// send, in a process of its own so that receiving costs neither the servers nor the load generator.
import { createServer } from 'node:http';

let bodies = 0;
createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    bodies++;
    response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  process.stdout.write(`${bodies} exports received\n`);
  process.exit(0);
});
