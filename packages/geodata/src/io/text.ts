/** "LINCOLN PARK" → "Lincoln Park" (source files often shout). */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}
