import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { CqrsModule } from '@nestjs/cqrs';
import { IdempotencyModule } from './infrastructure/idempotency/idempotency.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { ActivityModule } from './modules/activity/activity.module';
import { ComplianceModule } from './modules/compliance/compliance.module';
import { DeadlinesModule } from './modules/deadlines/deadlines.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OwnershipModule } from './modules/ownership/ownership.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { ExportsModule } from './modules/exports/exports.module';
import { FilingsModule } from './modules/filings/filings.module';
import { AdminModule } from './modules/admin/admin.module';
import { AssetsModule } from './modules/assets/assets.module';
import { EntitiesModule } from './modules/entities/entities.module';
import { GroupsModule } from './modules/groups/groups.module';
import { RelationshipsModule } from './modules/relationships/relationships.module';
import { SearchModule } from './modules/search/search.module';
import { TrashModule } from './modules/trash/trash.module';
import { TeamModule } from './modules/team/team.module';
import { DemoDataModule } from './modules/demo-data/demo-data.module';
import { HealthModule } from './modules/health/health.module';
import { HistoryModule } from './modules/history/history.module';
import { AuditEvidenceModule } from './modules/audit-evidence/audit-evidence.module';
import { BodsModule } from './modules/bods/bods.module';
import { IdentityModule } from './modules/identity/identity.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { EmailRemindersModule } from './modules/email-reminders/email-reminders.module';
import { ApiTokensModule } from './modules/api-tokens/api-tokens.module';
import { RolesModule } from './modules/roles/roles.module';
import { SpreadsheetImportModule } from './modules/spreadsheet-import/spreadsheet-import.module';
import { OpenApiModule } from './modules/openapi/openapi.module';

@Module({})
export class AppModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(config),
        IdempotencyModule,
        HealthModule,
        IdentityModule,
        AccountsModule,
        EntitiesModule,
        RelationshipsModule,
        AssetsModule,
        GroupsModule,
        ActivityModule,
        AdminModule,
        ExportsModule,
        FilingsModule,
        DocumentsModule,
        ComplianceModule,
        DeadlinesModule,
        NotificationsModule,
        OwnershipModule,
        DashboardModule,
        SearchModule,
        TrashModule,
        TeamModule,
        DemoDataModule,
        HistoryModule,
        AuditEvidenceModule,
        BodsModule,
        PrivacyModule,
        EmailRemindersModule,
        ApiTokensModule,
        RolesModule,
        SpreadsheetImportModule,
        OpenApiModule,
      ],
    };
  }
}
