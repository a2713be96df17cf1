import { CONTRACT_FROM, describeMailerContract } from './mailer.contract';
import { SmtpMailer } from './smtp-mailer.adapter';
import { startTestSmtpServer } from './testing/test-smtp-server';

describeMailerContract('SMTP', async () => {
  const server = await startTestSmtpServer();
  const mailer = new SmtpMailer(server.url, CONTRACT_FROM);
  return {
    mailer,
    delivered: (count) => server.waitFor(count),
    close: async () => {
      mailer.close();
      await server.close();
    },
  };
});

describe('SMTP mailer', () => {
  it('rejects when the server refuses the recipient, so the caller can retry or give up', async () => {
    const server = await startTestSmtpServer();
    const mailer = new SmtpMailer(server.url, CONTRACT_FROM);
    try {
      server.refuse('gone@example.com');
      await expect(mailer.send({ to: 'gone@example.com', subject: 'Hi', text: 'x' })).rejects.toThrow(/550/);
      expect(server.received).toHaveLength(0);
    } finally {
      mailer.close();
      await server.close();
    }
  });

  it('rejects when no server listens', async () => {
    const server = await startTestSmtpServer();
    await server.close();
    const mailer = new SmtpMailer(server.url, CONTRACT_FROM);
    await expect(mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'x' })).rejects.toThrow();
    mailer.close();
  });
});
