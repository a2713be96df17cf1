import { apiClient } from '@/lib/api-client';
import { useSessionMutation } from './session-mutation';

export function revokeOtherSessions(): Promise<{ message: string; endedSessions: number }> {
  return apiClient.delete<{ message: string; endedSessions: number }>('/api/user/sessions');
}

export function useRevokeOtherSessions() {
  return useSessionMutation(revokeOtherSessions, ({ endedSessions }) =>
    endedSessions === 1 ? '1 other session signed out' : `${endedSessions} other sessions signed out`,
  );
}
