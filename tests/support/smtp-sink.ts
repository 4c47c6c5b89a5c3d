// A real SMTP server on loopback (the `smtp-server` package) that keeps every message it receives,
// parsed with `mailparser`: tests assert on what a guest's mailbox would get. `refuse` makes it
// answer every message with a permanent error, as a misconfigured relay does.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, for BIVOUAC_SMTP_URL or the e-mail settings. */
  readonly url: string;
  readonly port: number;
  readonly messages: ParsedMail[];
  /** Each message's envelope recipients (RCPT TO), Bcc included, in the order received. */
  readonly recipients: string[][];
  /** Resolves once `count` messages have arrived in all (the sink's state, never a delay). */
  waitFor(count: number): Promise<ParsedMail[]>;
  refuse(reason: string | null): void;
  stop(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const waiters: { count: number; resolve: (m: ParsedMail[]) => void }[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'bivouac' }),
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusal) return callback(Object.assign(new Error(refusal), { responseCode: 550 }));
          messages.push(mail);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          for (const w of waiters.filter((x) => messages.length >= x.count)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(messages.slice());
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    recipients,
    waitFor: (count) =>
      messages.length >= count
        ? Promise.resolve(messages.slice())
        : new Promise((resolve) => waiters.push({ count, resolve })),
    refuse: (reason) => {
      refusal = reason;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
