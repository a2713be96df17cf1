/** Who is acting, from the signed-in session; every command carries it into the event metadata. */
export interface Actor {
  userId: number;
  accountId: number;
  role: 'admin' | 'user';
  correlationId: string;
}
