import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
} from '../../../infrastructure/documents/document-storage.port';
import { AccountRegisterService } from '../../../infrastructure/event-sourcing/account-register.service';
import type { Actor } from '../../../shared/actor';
import { AccountDays } from '../../../shared/account-days';
import { decideEraseDocumentFile } from '../domain/document.deciders';

export class EraseDocumentFileCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly documentId: number,
  ) {
    super();
  }
}

/**
 * The erasure is recorded first, then the content deleted: a crash in between leaves a file nobody can
 * download any more, never an erased file without the record that says who erased it and why.
 */
@CommandHandler(EraseDocumentFileCommand)
export class EraseDocumentFileHandler implements ICommandHandler<EraseDocumentFileCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly days: AccountDays,
  ) {}

  async execute({ actor, documentId }: EraseDocumentFileCommand): Promise<void> {
    const today = await this.days.today(actor.accountId);
    let storageKey: string | null = null;
    await this.register.decide(actor, (state) => {
      storageKey = state.retainedFiles.get(documentId)?.storageKey ?? null;
      return decideEraseDocumentFile({ documentId, today }, state);
    });
    if (storageKey) await this.storage.erase(storageKey);
  }
}
