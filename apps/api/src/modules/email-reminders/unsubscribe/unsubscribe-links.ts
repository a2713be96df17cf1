import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { sessionSecret } from '../../../infrastructure/session/session-middleware';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

/** Makes and checks the links in reminder e-mails, signed with the installation's session secret. */
@Injectable()
export class UnsubscribeLinks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.secret = sessionSecret(config);
  }

  get settingsUrl(): string {
    return `${this.config.publicUrl}/settings/notifications`;
  }

  url(accountId: number, userId: number): string {
    const token = unsubscribeToken(this.secret, accountId, userId);
    return `${this.config.publicUrl}/api/email/unsubscribe?token=${token}`;
  }

  holder(token: unknown): { accountId: number; userId: number } | null {
    return verifyUnsubscribeToken(this.secret, token);
  }
}
