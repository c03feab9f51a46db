/**
 * The demo seed's avatars (`/demo-avatars/grace-hopper.svg`), drawn by the local API itself: the initials on a
 * colour picked from the name. Served wherever the API is, so the seed's faces show on any page and no page
 * calls a third party. Only letters of the name reach the picture, so nothing in a path can become markup.
 */

/** Where the avatars are served, below the API's origin. */
export const DEMO_AVATAR_PATH = '/demo-avatars/';

const COLOURS = ['#1d4ed8', '#7c3aed', '#b42318', '#047857', '#a15c07', '#0e7490'];

/** The avatar file of a person: `Grace Hopper` → `grace-hopper.svg`. */
export function demoAvatarFile(name: string): string {
  return `${encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'))}.svg`;
}

/** The picture for an avatar file name (`grace-hopper.svg`), or undefined when it is not an SVG file name. */
export function drawDemoAvatar(file: string): string | undefined {
  const match = /^(.+)\.svg$/.exec(file);
  if (!match) return undefined;
  const name = match[1]!;
  const initials = name
    .split('-')
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/>` +
    `<text x="20" y="25" font-family="system-ui, sans-serif" font-size="15" font-weight="600" fill="#fff" ` +
    `text-anchor="middle">${initials}</text></svg>`
  );
}

/** The answer to `GET /demo-avatars/<file>`: the picture, or 404 for a name that is not an SVG file. */
export function demoAvatarResponse(file: string): Response {
  const svg = drawDemoAvatar(file);
  if (svg === undefined) {
    return new Response(`No demo avatar ${file}`, { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
