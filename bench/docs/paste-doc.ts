/**
 * The paste case's document (bench/run-paste.mjs): 5 MB of the benchmark's markdown, the same
 * generator and seed as the other documents. Usage: tsx bench/docs/paste-doc.ts <out-file>
 */
import { writeFileSync } from 'node:fs';
import { generateDocument } from './generate';

export const PASTE_BYTES = 5 * 1024 * 1024;

writeFileSync(process.argv[2], generateDocument(PASTE_BYTES));
