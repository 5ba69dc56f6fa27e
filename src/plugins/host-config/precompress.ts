/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest levels, for
 * hosts that serve a stored variant instead of compressing each response (nginx's `brotli_static` and `gzip_static`).
 * A copy that would not be smaller is not written.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {precompressed} from '../../data/hosting';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && (precompressed.extensions as readonly string[]).includes(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function precompress(outDir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  await Promise.all(
    (await textFiles(outDir)).map(async (file) => {
      const content = await readFile(file);
      if (content.length < precompressed.minBytes) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, {level: constants.Z_BEST_COMPRESSION}),
      ]);
      report.files += 1;
      report.bytes += content.length;
      report.brotliBytes += Math.min(br.length, content.length);
      report.gzipBytes += Math.min(gz.length, content.length);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return report;
}
