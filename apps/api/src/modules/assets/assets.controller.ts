import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AssetFields,
  type AssetView,
  createAssetSchema,
  idParam,
  sentFields,
  updateAssetSchema,
} from '@ledgerline/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { EditVersions, versionOf } from '../history/edit-versions';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { CreateAssetCommand } from './commands/create-asset/create-asset.command';
import { DeleteAssetCommand } from './commands/delete-asset/delete-asset.command';
import { UpdateAssetCommand } from './commands/update-asset/update-asset.command';
import { AssetsReader } from './queries/assets.reader';
import { AssetListReader } from './queries/list-assets/asset-list.reader';
import { type ListAssetsQuery, listAssetsQuery } from './queries/list-assets/list-assets.query';

const id = new ZodValidationPipe(idParam, 'param', 'id');
const jsonObject = z.record(z.string(), z.unknown());

@Controller('assets')
@UseGuards(AuthenticatedGuard)
export class AssetsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly assets: AssetsReader,
    private readonly assetList: AssetListReader,
    private readonly versions: EditVersions,
  ) {}

  /** Paged, sorted, filtered and searched on the server (docs/api-lists.md); the whole list without `limit`. */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listAssetsQuery, 'query')) query: ListAssetsQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.assetList.list(actor.accountId, query));
  }

  @Post()
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createAssetSchema)) fields: AssetFields,
  ): Promise<AssetView> {
    const { assetId } = await this.commands.execute(new CreateAssetCommand(actor, fields));
    return this.assets.get(actor.accountId, assetId);
  }

  @Get(':id')
  async get(@CurrentActor() actor: Actor, @Param('id', id) assetId: number): Promise<AssetView> {
    const [asset, version] = await Promise.all([
      this.assets.get(actor.accountId, assetId),
      this.versions.of(actor.accountId, 'asset', assetId),
    ]);
    return { ...asset, version };
  }

  @Patch(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', id) assetId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
    @Headers('if-match') ifMatch?: string,
  ): Promise<AssetView> {
    const parsed = new ZodValidationPipe(updateAssetSchema).transform(body);
    await this.assets.get(actor.accountId, assetId);
    const { effectiveDate, ...patch } = sentFields(parsed as Record<string, unknown>, body) as Partial<
      AssetFields & { effectiveDate: string | null }
    >;
    const edit = {
      accountId: actor.accountId,
      recordType: 'asset' as const,
      recordId: assetId,
      version: versionOf(ifMatch),
      fields: Object.keys(patch),
      eventFields: { type: 'assetType' },
    };
    await this.versions.checked(edit, () =>
      this.commands.execute(new UpdateAssetCommand(actor, assetId, patch, effectiveDate ?? null)),
    );
    return this.assets.get(actor.accountId, assetId);
  }

  @Delete(':id')
  async delete(@CurrentActor() actor: Actor, @Param('id', id) assetId: number): Promise<{ message: string }> {
    await this.commands.execute(new DeleteAssetCommand(actor, assetId));
    return { message: 'Asset deleted' };
  }
}
