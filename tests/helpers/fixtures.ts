/**
 * The real-input fixtures (real photos and voice recordings) live beside the repository in
 * ../shared/fixtures and are never copied into it. Suites that use them skip when the folder
 * is missing (FIXTURES_DIR overrides the location).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const FIXTURES_DIR = process.env.FIXTURES_DIR ?? path.resolve(repoRoot, '../shared/fixtures');
export const HAS_FIXTURES = fs.existsSync(FIXTURES_DIR);

export const fixture = (name: string) => path.join(FIXTURES_DIR, name);
