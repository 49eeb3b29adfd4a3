import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A real SMTP server on loopback, with just enough of RFC 5321 for nodemailer (no TLS, no auth):
 * every mail it accepted, in order, and the URL to send to.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const say = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    say('220 localhost ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          say('250 OK');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 localhost');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).trim();
          say('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).trim());
          say('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          buffer = `\r\n${buffer}`;
          say('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 OK');
        else if (verb === 'QUIT') {
          say('221 Bye');
          socket.end();
          return;
        } else say('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The subjects received, as the mails' headers carry them. */
    subjects: () => received.map((m) => /\r\nSubject: (.*)\r\n/i.exec(m.data)?.[1] ?? ''),
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
