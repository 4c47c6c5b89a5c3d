// Signs in over real HTTP and answers the headers an authenticated browser call carries.
export interface SignedInHeaders {
  readonly cookie: string;
  readonly 'x-xsrf-token': string;
}

export async function signInHeaders(baseUrl: string, credentials: { login: string; password: string }) {
  const res = await fetch(`${baseUrl}/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = new Map(
    res.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  const xsrf = cookies.get('XSRF-TOKEN');
  if (!cookies.get('bivouac_session') || !xsrf) throw new Error('sign-in answered without session cookies');
  const headers: SignedInHeaders = {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': xsrf,
  };
  return headers;
}
