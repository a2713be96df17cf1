import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { type AsOfQuery, TOTAL_COUNT_HEADER } from '@ledgerline/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import { setAsOfHeaders } from '../../../../http/as-of-headers';
import { TRUNCATED_HEADER } from '../../../../http/send-list';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AccountDays } from '../../../../shared/account-days';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { EntityRegisterReader } from '../entity-register.reader';
import { anyTruncated, growHierarchy, type HierarchyNode } from './entity-hierarchy';
import { accountNetwork, chainNetwork, groupNetwork, type NetworkView } from './entity-network';
import type { GraphNodeDocument } from '../../projections/entity-graph.read-model';
import { GraphIndexReader, type GraphReader } from './graph-index.reader';
import { GraphSnapshots } from './graph-snapshots';
import { hierarchyQuery, networkQuery } from './entity-graph.query';
import { type KeyEntity, keyReason, rankKeyEntities } from './key-entities';

/** Registered before the ':id' routes so 'hierarchy' and 'key' are never read as ids. */
@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class EntityGraphController {
  constructor(
    private readonly entities: EntityRegisterReader,
    private readonly graph: GraphIndexReader,
    private readonly days: AccountDays,
    private readonly snapshots: GraphSnapshots,
  ) {}

  /** The graph index now, or with `asOf`/`knownAt` a snapshot from the version history (0033). */
  private readerAt(accountId: number, { asOf, knownAt }: AsOfQuery): Promise<GraphReader> | GraphReader {
    if (asOf === undefined && knownAt === undefined) return this.graph;
    return this.snapshots.at(accountId, knownAt, asOf);
  }

  /**
   * Cycle-safe ownership trees from the graph index: the top-level roots paged by limit/offset (their number
   * in X-Total-Count), or the one rootId; at most maxNodes nodes, past which nodes are `truncated`. With
   * `asOf` the links in force that day, with `knownAt` the register as it stood then.
   */
  @Get('hierarchy')
  async hierarchy(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(hierarchyQuery, 'query')) query: z.output<typeof hierarchyQuery>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HierarchyNode[]> {
    const today = query.asOf ?? (await this.days.today(actor.accountId));
    const graph = await this.readerAt(actor.accountId, query);
    const page = { limit: Math.min(query.limit ?? query.maxNodes, query.maxNodes), offset: query.offset };
    const { total, nodes } =
      query.rootId !== undefined
        ? { total: 1, nodes: [await graph.node(actor.accountId, query.rootId)] }
        : query.q?.trim()
          ? await this.matching(actor.accountId, graph, query.q, page)
          : await graph.roots(actor.accountId, today, page);
    response.setHeader(TOTAL_COUNT_HEADER, String(total));
    setAsOfHeaders(response, query);
    const load = (ids: number[]) => graph.nodes(actor.accountId, ids);
    const tree = await growHierarchy(nodes, load, {
      maxDepth: query.maxDepth,
      maxNodes: query.maxNodes,
      today,
    });
    // The cap took top-level entities the page asked for, or children below a node (decision 0075).
    const asked = Math.min(query.limit ?? Infinity, total - query.offset);
    response.setHeader(TRUNCATED_HEADER, String(nodes.length < asked || anyTruncated(tree)));
    return tree;
  }

  /**
   * With `q`, the top level is the entities whose name or registration number has every word searched (the
   * lists' word search), in name order, wherever they sit in a structure; each with what it owns below it.
   */
  private async matching(
    accountId: number,
    graph: GraphReader,
    q: string,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; nodes: GraphNodeDocument[] }> {
    const { ids, total } = await this.entities.searchPage(accountId, q, page);
    const found = await graph.nodes(accountId, ids);
    return { total, nodes: ids.flatMap((id) => found.get(id) ?? []) };
  }

  /**
   * The dashboard's network, bounded by maxNodes: the focused entity's ownership chain, or a group's
   * entities and those linked to them, or every linked entity, whole structures first; `asOf`/`knownAt` as
   * the hierarchy.
   */
  @Get('network')
  async network(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(networkQuery, 'query')) query: z.output<typeof networkQuery>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NetworkView> {
    const { accountId } = actor;
    setAsOfHeaders(response, query);
    const graph = await this.readerAt(accountId, query);
    // The current graph keeps ended links; a dated view (asOf) left them out already.
    const today = query.asOf === undefined ? await this.days.today(accountId) : null;
    if (query.focusId !== undefined) {
      const focus = await graph.node(accountId, query.focusId);
      if (query.groupId !== undefined) await graph.members(accountId, query.groupId, 1);
      return chainNetwork(graph, accountId, focus, query.maxNodes, today);
    }
    if (query.groupId !== undefined)
      return groupNetwork(graph, accountId, query.groupId, query.maxNodes, today);
    return accountNetwork(graph, accountId, query.maxNodes, today);
  }

  /** The five key entities (docs/decisions/0007), read from the graph index in rank order, a page at a time. */
  @Get('key')
  async key(@CurrentActor() actor: Actor): Promise<KeyEntity[]> {
    const { accountId } = actor;
    const today = await this.days.today(accountId);
    const ranked = await rankKeyEntities((offset) => this.graph.byKeyRank(accountId, offset), today);
    return Promise.all(
      ranked.map(async ({ node, ...counts }) => ({
        ...(await this.entities.entity(accountId, node.entityId)),
        ...counts,
        reason: keyReason(counts),
      })),
    );
  }
}
