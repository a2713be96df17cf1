import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Actor } from '../../../shared/actor';
import { notFound } from '../../../shared/domain-error';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../identity/auth/current-actor.decorator';
import { CalendarFeedReader } from './calendar-feed.reader';
import { IssueFeedTokenCommand } from './issue-feed-token/issue-feed-token.command';
import { RevokeFeedTokenCommand } from './revoke-feed-token/revoke-feed-token.command';
import { setDownloadName } from '../../../http/download-name';

const origin = (request: Request): string => `${request.protocol}://${request.get('host') ?? 'localhost'}`;

async function sendCalendar(response: Response, parts: AsyncIterable<string>): Promise<void> {
  response.status(200);
  response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  setDownloadName(response, 'ledgerline-deadlines.ics', 'inline');
  response.setHeader('Cache-Control', 'private, max-age=300');
  for await (const part of parts) response.write(part);
  response.end();
}

/** The deadlines as an iCalendar feed (docs/decisions/0037-deadlines-page-and-calendar-feed.md). */
@Controller('compliance')
export class CalendarFeedController {
  constructor(
    private readonly commands: CommandBus,
    private readonly feeds: CalendarFeedReader,
  ) {}

  @Get('calendar.ics')
  @UseGuards(AuthenticatedGuard)
  own(@CurrentActor() actor: Actor, @Req() request: Request, @Res() response: Response): Promise<void> {
    return sendCalendar(response, this.feeds.calendar(actor.accountId, origin(request)));
  }

  /** Whether a secret URL is live (the URL itself cannot be shown again: only its hash is kept). */
  @Get('calendar-feed')
  @UseGuards(AuthenticatedGuard)
  async status(@CurrentActor() actor: Actor): Promise<{ active: boolean; issuedAt: string | null }> {
    const issuedAt = await this.feeds.issuedAt(actor.accountId);
    return { active: issuedAt !== null, issuedAt };
  }

  /** Creates or rotates the secret URL for calendar apps: the URL before it stops working. */
  @Post('calendar-feed')
  @HttpCode(201)
  @UseGuards(AuthenticatedGuard)
  async issue(@CurrentActor() actor: Actor, @Req() request: Request): Promise<{ url: string }> {
    const token = await this.commands.execute(new IssueFeedTokenCommand(actor));
    return { url: `${origin(request)}/api/compliance/calendar-feed/${token}.ics` };
  }

  @Delete('calendar-feed')
  @HttpCode(204)
  @UseGuards(AuthenticatedGuard)
  async revoke(@CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RevokeFeedTokenCommand(actor));
  }

  /** No session: the token is the credential. A wrong, rotated or revoked token answers 404. */
  @Get('calendar-feed/:file')
  async byToken(
    @Param('file') file: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const accountId = await this.feeds.accountOf(token);
    if (accountId === null) throw notFound('Calendar feed');
    return sendCalendar(response, this.feeds.calendar(accountId, origin(request)));
  }
}
