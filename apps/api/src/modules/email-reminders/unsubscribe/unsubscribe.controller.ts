import { randomUUID } from 'node:crypto';
import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import { EventSourcedStreams } from '../../../infrastructure/event-sourcing/event-sourced-streams';
import { USERS, type UserDocument } from '../../identity/projections/user.read-model';
import {
  accountEmailReminders,
  decideChooseEmailReminders,
  emailRemindersStream,
} from '../domain/email-reminders.decider';
import { UnsubscribeLinks } from './unsubscribe-links';

const page = (title: string, body: string, settingsUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title} · Ledgerline</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.25rem">${title}</h1><p>${body}</p>
<p><a href="${settingsUrl}">Notification settings</a></p></body></html>`;

/**
 * The link in every reminder e-mail (and its List-Unsubscribe header): public, signed for one user, it turns
 * that user's reminder e-mails off and answers a small page. Opening it again changes nothing.
 */
@Controller('email/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly links: UnsubscribeLinks,
  ) {}

  @Get()
  async unsubscribe(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const settingsUrl = this.links.settingsUrl;
    response.type('html').setHeader('Cache-Control', 'no-store');
    const holder = this.links.holder(token);
    const user = holder && (await this.readStore.get<UserDocument>(USERS, String(holder.userId)));
    if (!holder || !user || user.accountId !== holder.accountId) {
      response
        .status(404)
        .send(page('Link not valid', 'This unsubscribe link is not valid (any more).', settingsUrl));
      return;
    }
    const { accountId, userId } = holder;
    const meta = { accountId, actorId: userId, correlationId: randomUUID() };
    await this.streams.execute(emailRemindersStream(accountId), accountEmailReminders, meta, (state) =>
      decideChooseEmailReminders({ accountId, userId, mode: 'none', via: 'unsubscribe' }, state),
    );
    response
      .status(200)
      .send(
        page(
          'You are unsubscribed',
          'You will get no more deadline reminder e-mails from Ledgerline. You can turn them on again in your notification settings.',
          settingsUrl,
        ),
      );
  }
}
