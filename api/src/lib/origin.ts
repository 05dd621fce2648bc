/** The origin of an absolute http(s) URL; null for a relative URL, another scheme or a malformed value. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
