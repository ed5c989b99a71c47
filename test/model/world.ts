// Mint day, modelled: N locations x M isolates, each isolate a real mint reader (worker/mint/reader.ts) with its
// location's real layer (location.ts) over a modelled Cache API, KV with its per-location read cache and propagation
// delay, the two real coordinators (coordinator.ts, in one location, reached with a round trip by distance), the real
// Cron Trigger (scheduled.ts) and the coordinators' alarms, against an upstream that follows the scenario. Time is
// the model's own (clock.ts), so every run gives the same numbers on any machine.
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import type { Env } from "../../worker/env.ts";
import { MintCoordinator } from "../../worker/mint/coordinator.ts";
import type { MintCacheEntry } from "../../worker/mint/config.ts";
import { createLocationLayer } from "../../worker/mint/location.ts";
import { createMintReader, type MintReader } from "../../worker/mint/reader.ts";
import { keepMintWarm } from "../../worker/scheduled.ts";
import { mulberry32 } from "../../scripts/mulberry32.ts";
import { ModelClock } from "./clock.ts";
import { locationStore, ModelKv, objectState, ObjectStorage, sleep } from "./platform.ts";
import { Recorder, type ScenarioFigures } from "./recorder.ts";
import type { Scenario, World } from "./types.ts";

const KINDS = Object.keys(MINT_PATHS) as MintKind[];
const UPSTREAM = "https://mint-upstream.model";
/** Each second is cut in slots; an isolate's visitors arrive in its own slot, so a location's reads spread over it. */
const SLOTS = 10;
const SLOT_MS = 1000 / SLOTS;
/** The moment the model's clock starts (any fixed time: the figures only depend on differences). */
const EPOCH = Date.UTC(2026, 7, 16, 13, 0, 0);
/** Ordinary traffic before the launch, so locations hold answers as they would (not measured). */
const WARM_UP_MS = 60_000;

const SLOW_UPSTREAM_MS = 2500;

/** The upstream as the scenario has it; every call is recorded. */
function modelUpstream(scenario: Scenario, recorder: Recorder, launch: number): typeof fetch {
  return async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const kind = KINDS.find((k) => url.endsWith(MINT_PATHS[k]))!;
    const { mode, soldOut } = scenario.upstream(Date.now() - launch);
    recorder.upstreamCall(kind, Date.now() - launch, mode === "down");
    if (mode === "slow") await sleep(SLOW_UPSTREAM_MS);
    if (mode === "down") return new Response('{"code":500,"message":"down","data":null}', { status: 500 });
    const body = kind === "status" ? { code: 0, data: { mint_all: soldOut } } : { code: 0, data: { list: ["0x52908400098527886e0f7030069857d2e4169ee7"] } };
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  };
}

export async function runScenario(world: World, scenario: Scenario): Promise<ScenarioFigures> {
  const rand = mulberry32(world.seed);
  // Where each location is: the coordinators' own (location 0) answers in 2 ms, the farthest in about 300 (in 10 ms
  // steps, so the model's events fall on shared moments: see clock.ts).
  const rttMs = Array.from({ length: world.locations }, (_, l) => (l === 0 ? 2 : 10 * Math.round(1 + rand() * 29)));
  const propagationMs = Array.from({ length: world.locations }, () => Math.round(500 + rand() * 4500));
  // Bigger cities first: a location's share of the traffic falls off along the list.
  const shares = Array.from({ length: world.locations }, (_, l) => 1 / (l + 10));
  const shareSum = shares.reduce((a, b) => a + b, 0);

  const clock = new ModelClock(EPOCH - 120_000);
  clock.install();
  const realFetch = globalThis.fetch;
  const realConsole = { log: console.log, warn: console.warn, error: console.error };
  const launch = EPOCH;
  const recorder = new Recorder(world, scenario, rttMs, launch);
  for (const level of ["log", "warn", "error"] as const) console[level] = (line: unknown) => recorder.logLine(String(line));
  globalThis.fetch = modelUpstream(scenario, recorder, launch);
  try {
    const kv = new ModelKv(
      (l) => propagationMs[l]!,
      (l) => !scenario.kvDownAt?.(l),
      (l, cached) => (cached ? 1 : 20 + 5 * Math.round(rttMs[l]! / 20)),
    );
    const coordinatorEnv = { MINT_API_ORIGIN: UPSTREAM, MINT_FRESH_SECONDS: String(world.freshSeconds), MINT_CACHE: kv.writer() } as unknown as Env;

    // The two coordinators: storage that outlives instances, and the current instance of each.
    const objects = new Map<MintKind, { storage: ObjectStorage; instance: MintCoordinator; ready: () => Promise<unknown>; evicted: boolean }>();
    const start = (kind: MintKind) => {
      const storage = objects.get(kind)?.storage ?? new ObjectStorage();
      const holder = { storage, evicted: false } as { storage: ObjectStorage; instance: MintCoordinator; ready: () => Promise<unknown>; evicted: boolean };
      const state = objectState(storage, () => holder.evicted);
      holder.instance = new MintCoordinator(state as unknown as DurableObjectState, coordinatorEnv);
      holder.ready = () => state.ready;
      storage.onAlarm = () => void current(kind).then((o) => o.instance.alarm().catch(() => undefined));
      objects.set(kind, holder);
    };
    const current = async (kind: MintKind) => {
      const held = objects.get(kind)!;
      await held.ready();
      return held;
    };
    const evict = () => {
      for (const kind of KINDS) {
        objects.get(kind)!.evicted = true;
        start(kind);
      }
    };
    for (const kind of KINDS) start(kind);

    /** The coordinators as a location's isolates reach them: half a round trip there, half back, a copy of the answer. */
    const namespaceAt = (l: number) => ({
      idFromName: (name: string) => name,
      get: (kind: MintKind) => {
        const rpc = async <T>(work: (o: MintCoordinator) => Promise<T>): Promise<T> => {
          recorder.coordinatorRequest(kind, Date.now() - launch);
          await sleep(rttMs[l]! / 2);
          const answer = await work((await current(kind)).instance);
          await sleep(rttMs[l]! / 2);
          return structuredClone(answer);
        };
        return {
          read: (call: Parameters<MintCoordinator["read"]>[0], options?: { wait?: boolean }) => rpc((o) => o.read(call, options)),
          keepWarm: (call: Parameters<MintCoordinator["keepWarm"]>[0]) => rpc((o) => o.keepWarm(call)),
        };
      },
    });
    const envAt = (l: number) =>
      ({
        SITE_ORIGIN: "https://meridian.model",
        MINT_API_ORIGIN: UPSTREAM,
        MINT_FRESH_SECONDS: String(world.freshSeconds),
        MINT_CACHE: kv.at(l),
        MINT_COORDINATOR: namespaceAt(l),
      }) as unknown as Env;
    const envs = Array.from({ length: world.locations }, (_, l) => envAt(l));

    // The site ran before the launch: the Cron Trigger warmed both answers, and a minute of ordinary traffic warmed
    // the locations (not measured). The launch's spike then arrives on isolates that are mostly new (cold memory).
    const cron = () => void keepMintWarm(envs[0]!);
    cron();
    setInterval(cron, 60_000);
    await clock.advance(launch - WARM_UP_MS - Date.now());

    const readers: MintReader[][] = envs.map(() => {
      const store = locationStore();
      const layer = createLocationLayer(() => store);
      return Array.from({ length: world.isolatesPerLocation }, () => createMintReader({ location: layer }));
    });
    const evictions = [...(scenario.evictAt ?? [])].sort((a, b) => a - b);

    const visit = (l: number, reader: MintReader, weight: number) => {
      for (const kind of KINDS) {
        const askedAt = Date.now() - launch;
        void reader.read(kind, envs[l]!).then(
          (read) => recorder.read(l, kind, askedAt, Date.now() - launch, read.entry as MintCacheEntry | null, weight),
          () => recorder.read(l, kind, askedAt, Date.now() - launch, null, weight),
        );
      }
    };

    for (let slot = -(WARM_UP_MS / SLOT_MS); slot < scenario.seconds * SLOTS; slot++) {
      const t = Date.now() - launch;
      while (evictions.length && evictions[0]! <= t) {
        evictions.shift();
        evict();
      }
      if (t === 0) for (const isolates of readers) for (const reader of isolates.slice(isolates.length / 2)) reader.reset();
      const spike = t < 0 ? 1 : 1 + (world.spike - 1) * Math.exp(-t / 1000 / world.spikeDecaySeconds);
      const views = world.baseViewsPerSecond * spike;
      // An isolate is visited at most once a second (in its own slot); a visit stands for its second's views. Two
      // isolates of one location in the same slot come one after the other (the second once the first has told the
      // location it is asking): arrivals spread over the slot, not all in one instant.
      for (let round = 0, i = (slot + SLOTS * 1000) % SLOTS; i < world.isolatesPerLocation; round++, i += SLOTS) {
        if (round > 0) await clock.settle();
        for (let l = 0; l < world.locations; l++) {
          const perSecond = (views * (shares[l]! / shareSum)) / world.isolatesPerLocation;
          const chance = Math.min(1, perSecond);
          if (rand() < chance) visit(l, readers[l]![i]!, perSecond / chance);
        }
      }
      await clock.advance(SLOT_MS);
    }
    // Reads still under way finish (each has its 1 s deadline), and then the figures.
    await clock.advance(5000);
    return recorder.figures(world.freshSeconds);
  } finally {
    globalThis.fetch = realFetch;
    Object.assign(console, realConsole);
    clock.uninstall();
  }
}
