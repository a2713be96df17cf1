import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BodsImportResult } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import { AccountRegisterService } from '../../../infrastructure/event-sourcing/account-register.service';
import { EventSourcedStreams } from '../../../infrastructure/event-sourcing/event-sourced-streams';
import { AccountDays } from '../../../shared/account-days';
import { accountRegister } from '../../accounts/domain/account-register.state';
import { limitReached } from '../../accounts/domain/plan-limits';
import { DeadlineScanService } from '../../deadlines/deadline-scan.service';
import { entityLimitReached } from '../../entities/domain/register-entity.decider';
import { bodsValidators } from '../bods-schema';
import { planImport } from './bods-import-plan';
import { decideImport, type ImportIds } from './bods-import.decider';
import { ImportBodsCommand } from './import-bods.command';

// Compiled at the first import, not when the API starts: compiling the schema costs ~160 ms of every start-up.
let compiled: ReturnType<typeof bodsValidators> | null = null;
const statementValidator = () => (compiled ??= bodsValidators()).statement;

@CommandHandler(ImportBodsCommand)
export class ImportBodsHandler implements ICommandHandler<ImportBodsCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly streams: EventSourcedStreams,
    private readonly days: AccountDays,
    private readonly deadlines: DeadlineScanService,
  ) {}

  async execute({ actor, statements, dryRun }: ImportBodsCommand): Promise<BodsImportResult> {
    const { state } = await this.streams.load(streams.account(actor.accountId), accountRegister);
    const plan = planImport(statements, state, statementValidator());
    const entityIds = Object.fromEntries(
      plan.entities.flatMap((e) => (e.existingId === null ? [] : [[e.key, e.existingId]])),
    );
    if (dryRun) return { ...plan.preview, applied: false, entityIds };
    const { planLimit, problems } = plan.preview;
    // Refused before any id is taken; the deciders refuse the same again on the state they append to.
    if (!planLimit.withinLimit)
      throw planLimit.entitiesAfter > planLimit.entityLimit
        ? entityLimitReached(planLimit.entityLimit)
        : limitReached(planLimit.entityLimit, 'relationships');
    const ids = problems.length
      ? { entities: [], relationships: [] }
      : await this.allocate(plan.preview.create);
    const today = await this.days.today(actor.accountId);
    let applied: Map<string, number> = new Map();
    let preview = plan.preview;
    await this.register.decide(actor, (fresh) => {
      const freshPlan = planImport(statements, fresh, statementValidator());
      preview = freshPlan.preview;
      const decided = decideImport(freshPlan, ids, { actorUserId: actor.userId, today }, fresh);
      applied = decided.entityIds;
      return decided.events;
    });
    await this.deadlines.planAccount(actor.accountId);
    return { ...preview, applied: true, entityIds: Object.fromEntries(applied) };
  }

  private async allocate(create: BodsImportResult['create']): Promise<ImportIds> {
    const entities: number[] = [];
    const relationships: number[] = [];
    for (let i = 0; i < create.companies + create.individuals + create.trusts; i++)
      entities.push(await this.register.nextId('entity'));
    for (let i = 0; i < create.relationships; i++)
      relationships.push(await this.register.nextId('relationship'));
    return { entities, relationships };
  }
}
