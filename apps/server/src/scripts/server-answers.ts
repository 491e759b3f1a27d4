/** Whether a SiteScout server answers its health check at `publicUrl` within a second. */
export async function serverAnswers(publicUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${publicUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.status < 500 || response.status === 503;
  } catch {
    return false;
  }
}
