// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    "2xx": number;
  }
  interface Options {
    url: string;
    duration?: number;
    maxOverallRequests?: number;
    connections?: number;
    headers?: Record<string, string>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
