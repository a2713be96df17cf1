import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { idParam } from '@ledgerline/contracts';
import type { Response } from 'express';
import { writeTexts } from '../../../http/write-texts';
import { ZodValidationPipe } from '../../../http/zod-validation.pipe';
import { AccountDays } from '../../../shared/account-days';
import type { Actor } from '../../../shared/actor';
import { DomainError, notFound } from '../../../shared/domain-error';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../identity/auth/current-actor.decorator';
import type { BodsStatement } from '../bods.types';
import { CompanyNetworkReader } from './company-network.reader';
import { networkStatements } from './network-statements';
import { RegisterStatementsReader } from './register-statements.reader';
import { setDownloadName } from '../../../http/download-name';

async function writeStatements(
  response: Response,
  fileName: string,
  pages: AsyncIterable<BodsStatement[]>,
): Promise<void> {
  response.status(200);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  setDownloadName(response, fileName);
  // A statement is one text: a slow reader holds the next one back, and no page's whole JSON is ever one
  // string (docs/decisions/0091).
  async function* texts(): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for await (const page of pages)
      for (const statement of page) {
        yield (first ? '\n' : ',\n') + JSON.stringify(statement);
        first = false;
      }
    yield '\n]\n';
  }
  await writeTexts(response, texts());
}

async function* once<T>(page: T): AsyncGenerator<T> {
  yield page;
}

/**
 * BODS 0.4 (docs/decisions/0030): the account's register with its history, and one company's or trust's
 * network upwards with its computed beneficial owners.
 */
@Controller()
@UseGuards(AuthenticatedGuard)
export class BodsExportController {
  constructor(
    private readonly statements: RegisterStatementsReader,
    private readonly networks: CompanyNetworkReader,
    private readonly days: AccountDays,
  ) {}

  @Get('export/bods')
  async account(@CurrentActor() actor: Actor, @Res() response: Response): Promise<void> {
    const today = await this.days.today(actor.accountId);
    const pages = this.statements.pages({
      accountId: actor.accountId,
      publicationDate: today,
      declarationSubject: null,
      timeZone: await this.days.timeZone(actor.accountId),
    });
    await writeStatements(response, `bods-${today}.json`, pages);
  }

  @Get('compliance/bods/:entityId')
  async network(
    @CurrentActor() actor: Actor,
    @Param('entityId', new ZodValidationPipe(idParam, 'param', 'entityId')) entityId: number,
    @Res() response: Response,
  ): Promise<void> {
    const { accountId } = actor;
    const { entity, lastRecordedAt } = await this.networks.registerOf(accountId, entityId);
    if (!entity) throw notFound('Entity');
    if (entity.type === 'individual')
      throw new DomainError(
        'invalid',
        'OWNERSHIP.NOT_A_LEGAL_PERSON',
        'A BODS ownership network is declared for a company or trust, not an individual',
      );
    const today = await this.days.today(accountId);
    const { network, events } = await this.networks.networkOf(accountId, entityId);
    const statements = networkStatements(network, events, {
      accountId,
      entityId,
      today,
      lastRecordedAt,
      timeZone: await this.days.timeZone(accountId),
    });
    await writeStatements(response, `bods-entity-${entityId}-${today}.json`, once(statements));
  }
}
