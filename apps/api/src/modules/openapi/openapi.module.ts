import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiDocsController } from './api-docs.controller';
import { OpenApiController } from './openapi.controller';
import { RouteCatalogue } from './route-catalogue';

/** The OpenAPI 3.1 document of every registered route, and its reference page (docs/decisions/0041). */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController, ApiDocsController],
  providers: [RouteCatalogue],
})
export class OpenApiModule {}
