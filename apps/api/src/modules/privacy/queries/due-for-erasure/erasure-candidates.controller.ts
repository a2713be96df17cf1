import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { type ErasureCandidateView, RETENTION_RULES, type RetentionRule } from '@ledgerline/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { ErasureCandidatesReader } from './erasure-candidates.reader';

const erasuresQuery = z
  .object({
    due: z
      .enum(['true', 'false'], { message: "due must be 'true' or 'false'" })
      .optional()
      .transform((v) => v !== 'false'),
  })
  .strict();

@Controller('privacy')
@UseGuards(AuthenticatedGuard)
export class ErasureCandidatesController {
  constructor(private readonly candidates: ErasureCandidatesReader) {}

  /** Deleted individuals due for erasure (`due=false`: also those still under the retention rules). */
  @Get('erasures')
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(erasuresQuery, 'query')) query: z.output<typeof erasuresQuery>,
  ): Promise<ErasureCandidateView[]> {
    return this.candidates.list(actor.accountId, query.due);
  }

  /** The retention period of each kind of record (DOMAIN.md section 4), for Settings -> Account. */
  @Get('retention-rules')
  rules(): readonly RetentionRule[] {
    return RETENTION_RULES;
  }
}
