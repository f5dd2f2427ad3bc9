// The part of autocannon's API the benchmarks use (the package ships no types, and @types/autocannon is
// not installed).
declare module 'autocannon' {
  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Sent in turn by every client; built once per client unless a request has setupRequest. */
    requests?: (RequestOptions & { setupRequest?: (request: RequestOptions) => RequestOptions })[];
  }
  interface Result {
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
