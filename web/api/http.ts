/** Fetch with cookies; a non-OK answer becomes an Error with the server's `message`, else "{status}: {body}". */
export async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('content-type', 'application/json');
  const res = await fetch(url, { ...init, headers, credentials: 'include' });
  const text = await res.text();
  if (!res.ok) throw new Error(errorMessage(res.status, text));
  return (text ? JSON.parse(text) : null) as T;
}

export function errorMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: fall through to the raw body
  }
  return `${status}: ${body}`;
}

export const postJson = <T>(url: string, body: unknown) => request<T>(url, { method: 'POST', body: JSON.stringify(body) });
