import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DocumentFields } from '@ledgerline/contracts';
import { AccountRegisterService } from '../../../infrastructure/event-sourcing/account-register.service';
import type { Actor } from '../../../shared/actor';
import { keptFor, type Retention } from '../domain/document-retention';
import { decideRemoveDocument, decideUpdateDocument, documentRetention } from '../domain/document.deciders';

export class UpdateDocumentCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly documentId: number,
    readonly patch: Partial<DocumentFields>,
  ) {
    super();
  }
}

/** Answers for how long the removed document's file is still kept (keptFor: "until 2032-11-25", ...). */
export class RemoveDocumentCommand extends Command<{ keptFor: string }> {
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

/** The stored content is kept for its retention period: the audit trail may need the evidence. */
@CommandHandler(RemoveDocumentCommand)
export class RemoveDocumentHandler implements ICommandHandler<RemoveDocumentCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor, documentId }: RemoveDocumentCommand): Promise<{ keptFor: string }> {
    let retention: Retention | null = null;
    await this.register.decide(actor, (state) => {
      retention = documentRetention(documentId, state);
      return decideRemoveDocument({ documentId }, state);
    });
    return { keptFor: keptFor(retention!) };
  }
}
