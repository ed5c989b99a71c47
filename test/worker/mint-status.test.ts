// GET /v1/operator/mint, the operators' view of the mint path: only with the operator's token, never cached, and a
// refusal that says nothing of the state.
import { createExecutionContext, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { OPERATOR_HEADER } from "../../worker/http/operator.ts";
import { MINT_STATUS_PATH, type MintStatusReport } from "../../worker/mint/status-api.ts";
import type { CoordinatorStatus } from "../../worker/mint/coordinator-status.ts";
import worker from "../../worker/index.ts";
import { takeLogs } from "./setup.ts";
import { asOperator, get, json, stubUpstream, testEnv } from "./support.ts";

const statusOf = async (res: Response) => (await res.json()) as MintStatusReport;

describe("the operators' mint status", () => {
  it.each([
    ["no token", {}],
    ["a wrong token of the right length", { [OPERATOR_HEADER]: "x".repeat((testEnv.OPERATOR_TOKEN ?? "").length) }],
    ["a wrong short token", { [OPERATOR_HEADER]: "nope" }],
    ["the token with its last character changed", { [OPERATOR_HEADER]: `${(testEnv.OPERATOR_TOKEN ?? "").slice(0, -1)}#` }],
  ])("refuses %s with a 401 that tells nothing, and is never cached", async (_name, headers) => {
    await get(MINT_PATHS.status); // there is state to leak
    const res = await get(MINT_STATUS_PATH, { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("www-authenticate")).toContain(OPERATOR_HEADER);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 401, message: expect.stringContaining(OPERATOR_HEADER), data: null });
    for (const leak of ["fetchedAt", "failures", "retry", "lastMinute", "coordinator"]) expect(text).not.toContain(leak);
    takeLogs();
  });

  it("refuses everyone when no operator secret is set, even staging's detailed headers", async () => {
    const res = await worker.fetch(
      new Request(`https://example.test${MINT_STATUS_PATH}`, { headers: { [OPERATOR_HEADER]: "" } }),
      { ...testEnv, OPERATOR_TOKEN: undefined, DETAILED_HEADERS: "on" },
      createExecutionContext(),
    );
    expect(res.status).toBe(401);
  });

  it("shows each coordinator's answer age, failures, next retry and last minute to the operator, uncached", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await get(MINT_PATHS.status);
    await get(MINT_PATHS.list);
    let res = await get(MINT_STATUS_PATH, asOperator());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    let report = await statusOf(res);
    expect(report.upstreamConfigured).toBe(true);
    const healthy = report.coordinators.status as CoordinatorStatus;
    expect(healthy).toMatchObject({ kind: "status", failuresInARow: 0, lastFailure: null, nextRetryInMs: null, refreshing: false });
    expect(healthy.answer?.fresh).toBe(true);
    expect(healthy.lastMinute).toMatchObject({ reads: 1, upstreamOk: 1, upstreamFailed: 0 });

    // The upstream fails: the operator sees the failure, how many in a row, and when the next call is.
    stubUpstream(() => json({}, { status: 500 }));
    vi.setSystemTime(Date.now() + 31_000);
    const coordinator = testEnv.MINT_COORDINATOR.get(testEnv.MINT_COORDINATOR.idFromName("status"));
    await coordinator.keepWarm({ kind: "status", freshMs: 30_000 });
    await runInDurableObject(coordinator, (_i, state) => state.storage.deleteAlarm());
    res = await get(MINT_STATUS_PATH, asOperator());
    report = await statusOf(res);
    const failing = report.coordinators.status as CoordinatorStatus;
    expect(failing).toMatchObject({ failuresInARow: 1, lastFailure: { detail: "http-status", upstreamStatus: 500 }, nextRetryInMs: 5000 });
    expect(failing.answer).toMatchObject({ ageMs: 31_000, fresh: false });
    expect(failing.lastMinute.upstreamFailed).toBe(1);
    takeLogs();
  });

  it("answers other methods with 405", async () => {
    const res = await get(MINT_STATUS_PATH, asOperator({ method: "POST" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});
