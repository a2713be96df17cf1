import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DocumentFields } from '@ledgerline/contracts';
import { AccountRegisterService } from '../../../infrastructure/event-sourcing/account-register.service';
import type { Actor } from '../../../shared/actor';
import { decideRemoveDocument, decideUpdateDocument } from '../domain/document.deciders';

export class UpdateDocumentCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly documentId: number,
    readonly patch: Partial<DocumentFields>,
  ) {
    super();
  }
}

export class RemoveDocumentCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly documentId: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateDocumentCommand)
export class UpdateDocumentHandler implements ICommandHandler<UpdateDocumentCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor, documentId, patch }: UpdateDocumentCommand): Promise<void> {
    await this.register.decide(actor, (state) => decideUpdateDocument({ documentId, patch }, state));
  }
}

/** The stored content is kept: the audit trail may need the evidence a removed record pointed at. */
@CommandHandler(RemoveDocumentCommand)
export class RemoveDocumentHandler implements ICommandHandler<RemoveDocumentCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor, documentId }: RemoveDocumentCommand): Promise<void> {
    await this.register.decide(actor, (state) => decideRemoveDocument({ documentId }, state));
  }
}
