import { Inject, Injectable } from '@nestjs/common';
import { streams } from '@ledgerline/events';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import {
  type CommandMeta,
  EventSourcedStreams,
} from '../../infrastructure/event-sourcing/event-sourced-streams';
import type { DomainEventData } from '../../infrastructure/event-sourcing/decider';
import { USERS, type UserDocument } from '../identity/projections/user.read-model';
import {
  type AdminSeatChange,
  decideAddAdmin,
  decideRecordAdmins,
  decideRemoveAdmin,
  installationAdmins,
  type InstallationAdminsState,
} from './domain/installation-admins.decider';

/**
 * The last-admin rule on one stream: a seat is taken or freed on `installation-admins`
 * with its expected revision first, then the user's own stream changes; when that fails, the seat change is
 * undone. Two admins demoting or deleting each other at once therefore leave one admin, in every process.
 */
@Injectable()
export class InstallationAdminSeats {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async free(userId: number, change: AdminSeatChange, meta: CommandMeta, then: () => Promise<unknown>) {
    await this.recorded(meta);
    const freed = await this.change(meta, (state) => decideRemoveAdmin({ userId, change }, state));
    await this.undoOnFailure(then, freed, () => this.change(meta, (state) => decideAddAdmin(userId, state)));
  }

  async take(userId: number, meta: CommandMeta, then: () => Promise<unknown>) {
    await this.recorded(meta);
    const taken = await this.change(meta, (state) => decideAddAdmin(userId, state));
    await this.undoOnFailure(then, taken, () =>
      this.change(meta, (state) =>
        state?.has(userId) ? [{ type: 'InstallationAdminRemoved', data: { userId, reason: 'undone' } }] : [],
      ),
    );
  }

  /** The first use on an installation records the admins the users read model holds. */
  private async recorded(meta: CommandMeta): Promise<void> {
    const { state } = await this.streams.load(streams.installationAdmins, installationAdmins);
    if (state !== null) return;
    const admins = await this.readStore.find<UserDocument>(USERS, { role: 'admin' });
    await this.change(meta, (current) =>
      decideRecordAdmins(
        admins.map((user) => user.userId),
        current,
      ),
    );
  }

  private change(meta: CommandMeta, decide: (state: InstallationAdminsState) => DomainEventData[]) {
    return this.streams.execute(streams.installationAdmins, installationAdmins, meta, decide);
  }

  private async undoOnFailure(
    then: () => Promise<unknown>,
    changed: bigint | null,
    undo: () => Promise<unknown>,
  ) {
    try {
      await then();
    } catch (error) {
      if (changed !== null) await undo();
      throw error;
    }
  }
}
