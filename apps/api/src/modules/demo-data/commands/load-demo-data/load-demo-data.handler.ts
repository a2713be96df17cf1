import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createAssetSchema,
  createFilingSchema,
  createRelationshipSchema,
  documentFieldsSchema,
  PLANS,
  type Plan,
} from '@ledgerline/contracts';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
} from '../../../../infrastructure/documents/document-storage.port';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { AccountDays } from '../../../../shared/account-days';
import type { Actor } from '../../../../shared/actor';
import { CreateAssetCommand } from '../../../assets/commands/create-asset/create-asset.command';
import { DeadlineScanService } from '../../../deadlines/deadline-scan.service';
import { UploadDocumentCommand } from '../../../documents/commands/upload-document.handler';
import { CreateEntityCommand } from '../../../entities/commands/create-entity/create-entity.command';
import { createEntityRequestSchema } from '../../../entities/commands/create-entity/create-entity.schema';
import { CreateFilingCommand } from '../../../filings/commands/create-filing/create-filing.command';
import { AddGroupMemberCommand } from '../../../groups/commands/add-group-member/add-group-member.command';
import { CreateGroupCommand } from '../../../groups/commands/create-group/create-group.command';
import { CreateRelationshipCommand } from '../../../relationships/commands/create-relationship/create-relationship.command';
import { checkDemoAllowed, demoRefused } from '../../domain/demo-data.decider';
import { countDemo, type DemoCounts, type DemoPlan, planDemo } from '../../domain/demo-plan';
import { LoadDemoDataCommand } from './load-demo-data.command';

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Loads the demo group into an empty account through the ordinary commands, so the events, projections, plan
 * caps and deadline planning are those of records entered by hand. One load per account at a time: a second
 * one while the first runs is refused like a load into an account with records.
 */
@CommandHandler(LoadDemoDataCommand)
export class LoadDemoDataHandler implements ICommandHandler<LoadDemoDataCommand> {
  private readonly loading = new Set<number>();

  constructor(
    private readonly commands: CommandBus,
    private readonly register: AccountRegisterService,
    private readonly days: AccountDays,
    private readonly deadlines: DeadlineScanService,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute({ actor, onProgress }: LoadDemoDataCommand): Promise<DemoCounts> {
    let plan: Plan = PLANS.free;
    await this.register.decide(actor, (state) => {
      checkDemoAllowed(state);
      plan = PLANS[state.tier];
      return [];
    });
    // Checked and taken with no await in between, so of two loads started together the second is refused.
    if (this.loading.has(actor.accountId)) throw demoRefused();
    this.loading.add(actor.accountId);
    try {
      const demo = planDemo(plan);
      await this.load(actor, demo, onProgress);
      return countDemo(demo);
    } finally {
      this.loading.delete(actor.accountId);
    }
  }

  private async load(actor: Actor, demo: DemoPlan, onProgress: LoadDemoDataCommand['onProgress']) {
    const as = (): Actor => ({ ...actor, correlationId: randomUUID() });
    const total =
      demo.entities.length +
      demo.relationships.length +
      demo.assets.length +
      demo.groups.length +
      demo.filings.length +
      demo.documents.length +
      1;
    let done = 0;
    const step = (what: string) => onProgress(++done, total, what);
    const ids = new Map<string, number>();
    const id = (key: string) => ids.get(key)!;
    for (const { key, ...entity } of demo.entities) {
      const request = createEntityRequestSchema.parse(entity);
      ids.set(key, (await this.commands.execute(new CreateEntityCommand(as(), request))).entityId);
      step(entity.name);
    }
    for (const { source, target, ...link } of demo.relationships) {
      const fields = createRelationshipSchema.parse({
        ...link,
        sourceEntityId: id(source),
        targetEntityId: id(target),
      });
      await this.commands.execute(new CreateRelationshipCommand(as(), fields));
      step(`${link.type} ${source} -> ${target}`);
    }
    for (const { owner, ...asset } of demo.assets) {
      const fields = createAssetSchema.parse({ ...asset, ownerEntityId: id(owner) });
      await this.commands.execute(new CreateAssetCommand(as(), fields));
      step(asset.name);
    }
    for (const group of demo.groups) {
      const { groupId } = await this.commands.execute(
        new CreateGroupCommand(as(), group.name, group.description),
      );
      for (const member of group.members)
        await this.commands.execute(new AddGroupMemberCommand(as(), groupId, id(member)));
      step(group.name);
    }
    const today = await this.days.today(actor.accountId);
    for (const filing of demo.filings) {
      const fields = createFilingSchema.parse({
        entityId: id(filing.entity),
        requirementType: filing.requirementType,
        dueDate: addDays(today, filing.dueInDays),
        notes: filing.notes,
      });
      await this.commands.execute(new CreateFilingCommand(as(), fields, today));
      step(filing.requirementType);
    }
    for (const document of demo.documents) {
      await this.upload(as(), id(document.entity), document);
      step(document.fileName);
    }
    await this.deadlines.planAccount(actor.accountId);
    step('deadlines');
  }

  private async upload(actor: Actor, entityId: number, document: DemoPlan['documents'][number]) {
    await mkdir(this.storage.incomingDir, { recursive: true });
    const path = join(this.storage.incomingDir, `demo-${randomUUID()}`);
    const content = Buffer.from(document.text, 'utf8');
    await writeFile(path, content);
    const file = { originalname: document.fileName, mimetype: 'text/plain', size: content.length, path };
    const fields = documentFieldsSchema.parse({
      documentType: document.documentType,
      description: document.description,
    });
    await this.commands.execute(
      new UploadDocumentCommand(actor, entityId, file, fields, String(actor.userId)),
    );
  }
}
