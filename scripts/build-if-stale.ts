/**
 * `npm start`'s first step: builds the site only when it is missing or its inputs changed since
 * the last build, so a second start serves at once instead of spending minutes rebuilding 14
 * languages of unchanged pages.
 *
 *   node scripts/build-if-stale.ts           build (npm run build) unless dist/ is up to date
 *   node scripts/build-if-stale.ts --stamp   record the current inputs as built (end of npm run build)
 *
 * The inputs are every file under src/ (but the messages Paraglide compiles into src/paraglide
 * during the build, and test files), public/, messages/ and project.inlang/, the build's
 * configuration files and the Node version; their SHA-256 (paths and contents, ~50 ms) is kept
 * in dist/.build-inputs. Contents, not modification times: a checkout or copy that touches files
 * without changing them reuses the build; any edit, added or removed file rebuilds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the last build's input hash is kept, relative to the project root. */
export const BUILD_STAMP_FILE = 'dist/.build-inputs';
/** The built server entry: without it there is no build at all. */
const BUILT_ENTRY = 'dist/server/entry.mjs';

const INPUT_DIRS = ['src', 'public', 'messages', 'project.inlang'];
const INPUT_FILES = ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** Written by the build itself (Paraglide's output), or never part of it. */
const NOT_INPUTS = [path.join('src', 'paraglide')];
const isTestFile = (name: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

function filesUnder(root: string, dir: string, out: string[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = path.join(dir, entry.name);
    if (NOT_INPUTS.includes(rel) || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) filesUnder(root, rel, out);
    else if (entry.isFile() && !isTestFile(entry.name)) out.push(rel);
  }
}

/** SHA-256 (hex) of the build's inputs under `root`: relative paths and contents, in path order. */
export function buildInputsHash(root: string): string {
  const files: string[] = [];
  for (const dir of INPUT_DIRS) filesUnder(root, dir, files);
  for (const file of INPUT_FILES) if (fs.existsSync(path.join(root, file))) files.push(file);
  files.sort();
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when `root` has a build made from exactly its current inputs. */
export function isBuildFresh(root: string): boolean {
  if (!fs.existsSync(path.join(root, BUILT_ENTRY))) return false;
  let recorded: string;
  try {
    recorded = fs.readFileSync(path.join(root, BUILD_STAMP_FILE), 'utf8').trim();
  } catch {
    return false;
  }
  return recorded === buildInputsHash(root);
}

/** Records the current inputs of `root` as built. */
export function stampBuild(root: string): void {
  fs.mkdirSync(path.join(root, path.dirname(BUILD_STAMP_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, BUILD_STAMP_FILE), `${buildInputsHash(root)}\n`);
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const root = process.cwd();
  if (process.argv.includes('--stamp')) {
    stampBuild(root);
  } else if (isBuildFresh(root)) {
    console.log('The site build in dist/ is up to date with its sources: serving it (delete dist/ or run `npm run build` to rebuild).');
  } else {
    console.log(fs.existsSync(path.join(root, BUILT_ENTRY)) ? 'Sources changed since the last build: building the site…' : 'Building the site (first start)…');
    // `npm run build` stamps the build when it succeeds (its last step is this script with --stamp).
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
