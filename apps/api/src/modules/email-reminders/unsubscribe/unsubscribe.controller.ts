import { randomUUID } from 'node:crypto';
import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Request, Response } from 'express';
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
  async unsubscribe(
    @Query('token') token: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // A person who clicked the link reads a page; any other client gets the API's JSON.
    const answer = (status: number, title: string, body: string, code: string) => {
      response.status(status).setHeader('Cache-Control', 'no-store');
      if (request.accepts(['json', 'html']) === 'html')
        response.type('html').send(page(title, body, this.links.settingsUrl));
      else response.json({ message: body, code });
    };
    const holder = this.links.holder(token);
    const user = holder && (await this.readStore.get<UserDocument>(USERS, String(holder.userId)));
    if (!holder || !user || user.accountId !== holder.accountId) {
      answer(
        404,
        'Link not valid',
        'This unsubscribe link is not valid (any more).',
        'EMAIL.UNSUBSCRIBE_LINK_INVALID',
      );
      return;
    }
    const { accountId, userId } = holder;
    const meta = { accountId, actorId: userId, correlationId: randomUUID() };
    await this.streams.execute(emailRemindersStream(accountId), accountEmailReminders, meta, (state) =>
      decideChooseEmailReminders({ accountId, userId, mode: 'none', via: 'unsubscribe' }, state),
    );
    answer(
      200,
      'You are unsubscribed',
      'You will get no more deadline reminder e-mails from Ledgerline. You can turn them on again in your notification settings.',
      'EMAIL.UNSUBSCRIBED',
    );
  }
}
