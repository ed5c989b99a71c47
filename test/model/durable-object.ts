// `cloudflare:workers` for the mint-day model, which runs in Node: the DurableObject base class keeps its state and
// env, as the runtime's does (vitest.unit.config.ts aliases the module here; the worker itself gets the real one).
export class DurableObject<Env = unknown> {
  constructor(
    protected ctx: DurableObjectState,
    protected env: Env,
  ) {}
}
