// An open-loop load: requests start at a fixed rate, evenly spaced, whatever the server's pace,
// and each one's latency counts from when it was due (so a stalled server is not hidden by a
// client that waited for it). autocannon's own rate option sends each connection's share in
// bursts, which measures the bursts rather than the server.
import http from 'node:http';

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function pacedLoad(base: string, requests: PacedRequest[], rate: number, seconds: number, connections: number): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = requests[index % requests.length]!;
    sent.push(
      send(base, request, agent).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(sent);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return { rps: Math.round(latencies.length / ((performance.now() - start) / 1000)), p50: at(0.5), p99: at(0.99), errors };
}

function send(base: string, request: PacedRequest, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(new URL(request.path, base), { method: request.method, headers: request.headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
