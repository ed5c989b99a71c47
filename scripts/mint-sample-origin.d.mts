// Types of scripts/mint-sample-origin.mjs (a plain Node script, so `npm run dev` needs no build step).
import type { Server } from "node:http";

export function sampleAddresses(count: number, seed?: string): string[];
export function sampleBodies(options?: { count?: number; soldOut?: boolean }): {
  "/v1/mint/address/list/": { code: 0; message: string; data: { list: { address: string }[] } };
  "/v1/mint/status/": { code: 0; message: string; data: { mint_all: boolean } };
};
export function startSampleOrigin(options?: { port?: number; count?: number; soldOut?: boolean }): Promise<Server>;
/** What PUT /__sample/state accepts. */
export interface SampleState {
  soldOut?: boolean;
  failing?: boolean;
  delayMs?: number;
}
