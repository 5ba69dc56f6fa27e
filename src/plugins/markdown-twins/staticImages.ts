/**
 * The bundler inlines small images into the page as `data:` URIs, so the built HTML no longer says where they live.
 * Every image in the static folders is served as a file too: the twin links to the file with the same bytes.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';

const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function dataUriBytes(uri: string): Buffer {
  const comma = uri.indexOf(',');
  const data = uri.slice(comma + 1);
  return uri.slice(0, comma).endsWith(';base64') ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data));
}

/** `staticDirectories` as the site config gives them, relative to `siteDir`; returns the URL path of a data URI. */
export async function staticImageResolver(
  siteDir: string,
  staticDirectories: string[],
): Promise<(dataUri: string) => string | undefined> {
  const pathsByDigest = new Map<string, string>();
  for (const directory of staticDirectories.map((name) => join(siteDir, name))) {
    const files = await readdir(directory, {recursive: true});
    for (const file of files.filter((name) => IMAGE_FILE.test(name))) {
      const urlPath = `/${relative(directory, join(directory, file)).split(sep).join('/')}`;
      pathsByDigest.set(digest(await readFile(join(directory, file))), urlPath);
    }
  }
  return (dataUri) => pathsByDigest.get(digest(dataUriBytes(dataUri)));
}
