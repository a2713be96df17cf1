/** Default for SubscribeToAllOptions.onError: a stopped projection must be visible in the logs. */
export function reportSubscriptionError(error: unknown): void {
  console.error('event-store subscription stopped: the handler failed', error);
}
