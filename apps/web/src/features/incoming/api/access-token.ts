/**
 * How this feature gets the signed-in user's access token without importing the auth feature: the composed
 * page in src/app passes it in. Null means nobody is signed in.
 */
export type GetAccessToken = () => Promise<string | null>;

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}
