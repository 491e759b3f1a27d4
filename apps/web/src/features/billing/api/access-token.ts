/**
 * How billing gets the signed-in user's access token without importing the auth feature: the page that
 * composes billing with auth (in src/app) passes this in. Null means nobody is signed in.
 */
export type GetAccessToken = () => Promise<string | null>;

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}
