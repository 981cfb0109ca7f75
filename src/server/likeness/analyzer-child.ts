/**
 * The photo analyzer process (issue 15): @vladmandic/human on the tfjs wasm backend, models read
 * from node_modules (no network). Started on demand by analyzer.ts with IPC; answers
 * { id, pixels } with { id, look, ms } and exits after ANALYZER_IDLE_MS without work, so its
 * ~370 MB never sit in the web process.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readPhoto, type Detections, type Pixels } from './photo-look.ts';

/** Request from the web process: RGB pixels of a photo scaled to at most 640 px. */
export interface AnalyzeMessage {
  id: number;
  data: Uint8Array;
  width: number;
  height: number;
}

const IDLE_MS = Number(process.env.ANALYZER_IDLE_MS ?? 30_000);
const require = createRequire(import.meta.url);
const distDir = path.dirname(require.resolve('@vladmandic/human'));
const modelDir = path.join(distDir, '..', 'models');
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
/* eslint-disable @typescript-eslint/no-explicit-any -- the bundle's types would pull in DOM typings */
const HumanLib = require(path.join(distDir, 'human.node-wasm.js')) as { Human: new (config: object) => any };
const tf = require('@tensorflow/tfjs-core') as any;
const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths: (p: string) => void };

// Node's fetch cannot read file: URLs; models are loaded from disk by this IO handler.
tf.io.registerLoadRouter((url: unknown) => {
  if (typeof url !== 'string' || !url.startsWith('file://')) return null;
  const file = url.slice('file://'.length);
  if (!path.resolve(file).startsWith(modelDir)) return null;
  return {
    load: async () => {
      const json = JSON.parse(await readFile(file, 'utf8'));
      const dir = path.dirname(file);
      const weightSpecs = [];
      const parts: Buffer[] = [];
      for (const group of json.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const p of group.paths) parts.push(await readFile(path.join(dir, p)));
      }
      const all = Buffer.concat(parts);
      return {
        modelTopology: json.modelTopology,
        weightSpecs,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
});
wasm.setWasmPaths(`${wasmDir}${path.sep}`);
const human = new HumanLib.Human({
  backend: 'wasm',
  modelBasePath: `file://${modelDir}/`,
  wasmPath: `${wasmDir}${path.sep}`,
  debug: false,
  warmup: 'none',
  async: false,
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { maxDetected: 3, rotation: false, minConfidence: 0.3 },
    mesh: { enabled: true },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: true },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
  object: { enabled: true, minConfidence: 0.2, maxDetected: 10 },
});
const ready: Promise<void> = human.load();

let idle: NodeJS.Timeout | undefined;
const armIdle = (): void => {
  clearTimeout(idle);
  idle = setTimeout(() => process.exit(0), IDLE_MS);
};
armIdle();

async function analyze(msg: AnalyzeMessage): Promise<unknown> {
  await ready;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const pixels: Pixels = { data: new Uint8Array(msg.data), width: msg.width, height: msg.height };
  const input = tf.tensor3d(pixels.data, [pixels.height, pixels.width, 3], 'int32');
  try {
    const r = await human.detect(input);
    const detections: Detections = {
      faces: (r.face ?? []).map((f: any) => ({
        box: f.box,
        score: f.score ?? f.boxScore ?? 0,
        age: f.age,
        gender: f.gender,
        mesh: (f.mesh ?? []).map((q: number[]) => [q[0], q[1]]),
      })),
      objects: (r.object ?? []).map((o: any) => ({ label: o.label, score: o.score, box: o.box })),
    };
    const { look, subjects, signals } = readPhoto(pixels, detections);
    // Calibration aid: the raw findings, only when asked for (never in production logs).
    const debug = process.env.LIKENESS_DEBUG
      ? {
          signals,
          faces: detections.faces.map((f) => ({ box: f.box.map(Math.round), score: f.score, age: f.age, gender: f.gender })),
          objects: detections.objects,
        }
      : undefined;
    const used = process.cpuUsage(cpu);
    return { look, subjects, ms: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000), debug };
  } finally {
    tf.dispose(input);
  }
}

process.on('message', (msg: AnalyzeMessage) => {
  clearTimeout(idle);
  analyze(msg)
    .then((out) => process.send?.({ id: msg.id, ...(out as object) }))
    .catch((err: unknown) => process.send?.({ id: msg.id, error: err instanceof Error ? err.message : String(err) }))
    .finally(armIdle);
});
process.on('disconnect', () => process.exit(0));
