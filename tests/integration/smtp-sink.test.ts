// The test peer for e-mail: a real SMTP server on loopback that parses what it receives. Proves the
// sink itself, so a failing mail test points at Bivouac and not at its peer.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

describe('the loopback SMTP sink', () => {
  it('receives a message and parses its French subject, body and attachment', async () => {
    const transport = nodemailer.createTransport(sink.url);
    await transport.sendMail({
      from: 'accueil@camping.example',
      to: 'anne.martin@example.fr',
      subject: 'Votre séjour à « Les Pins »',
      html: '<p>Montant : 1 234,56 €</p>',
      attachments: [{ filename: 'contrat.pdf', content: Buffer.from('%PDF-1.4') }],
    });
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe('Votre séjour à « Les Pins »');
    expect(mail?.html).toContain('1 234,56 €');
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['contrat.pdf']);
  });

  it('refuses messages when told to, as a misconfigured relay does', async () => {
    sink.refuse('relais refusé');
    const transport = nodemailer.createTransport(sink.url);
    await expect(transport.sendMail({ from: 'a@b.fr', to: 'c@d.fr', subject: 's', text: 't' })).rejects.toThrow(/550/);
    sink.refuse(null);
  });
});
