import { request } from 'undici';

export async function getJson<T>(
  origin: string,
  path: string,
  cookie?: string,
): Promise<{ status: number; body: T }> {
  const answer = await request(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  const text = await answer.body.text();
  return { status: answer.statusCode, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs in through POST /api/login and returns the session cookie to send with every measured request. */
export async function login(origin: string, username: string, password: string): Promise<string> {
  const answer = await request(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await answer.body.text();
  const setCookie = answer.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.includes('='));
  if (answer.statusCode !== 200 || !cookie)
    throw new Error(`Login as ${username} answered ${answer.statusCode}`);
  return cookie.split(';')[0];
}
