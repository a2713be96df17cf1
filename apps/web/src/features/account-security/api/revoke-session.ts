import { apiClient } from '@/lib/api-client';
import { useSessionMutation } from './session-mutation';

export function revokeSession(sessionId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/user/sessions/${encodeURIComponent(sessionId)}`);
}

export function useRevokeSession() {
  return useSessionMutation(revokeSession, () => 'Session signed out');
}
