import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { LoggedEvent } from '@wl/shared';
import { freePort } from '../../gateway/src/db/embedded.js';
import { SyncClient, type Transports } from './socket.js';

/**
 * Gateway processes of the built gateway/dist/main.js (`npm run build -w gateway` first), for the
 * files that run several nodes on one database and kill them (nodes.test.ts, proxy.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');
export const MAIN = path.join(root, 'gateway/dist/main.js');

/** Resolves when `text` shows up in the process's output; rejects if it exits first. */
export function waitForOutput(proc: ChildProcess, text: string, out: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => out.join('').includes(text);
    if (check()) return resolve();
    const onData = () => {
      if (check()) {
        proc.stdout?.off('data', onData);
        proc.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`process exited (${signal ?? code}) before "${text}":\n${out.join('').slice(-3000)}`));
    proc.stdout?.on('data', onData);
    proc.once('exit', onExit);
  });
}

export class GatewayNode {
  proc: ChildProcess | null = null;
  readonly out: string[] = [];
  constructor(
    readonly name: string,
    readonly port: number,
    readonly metricsPort: number,
    private env: Record<string, string>,
  ) {}

  async start() {
    // A restart waits for this process's own "ready at", not the one a killed process printed.
    this.out.length = 0;
    this.proc = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        ...this.env,
        PORT: String(this.port),
        METRICS_PORT: String(this.metricsPort),
        CAPTCHA_ENABLED: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '100000',
        ENCRYPTED_RATE_LIMIT: '100000',
        RELAY_POLL_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc.stdout!.on('data', (d: Buffer) => this.out.push(d.toString()));
    this.proc.stderr!.on('data', (d: Buffer) => this.out.push(d.toString()));
    await waitForOutput(this.proc, 'ready at', this.out);
  }

  url(host: string) {
    return `http://${host}:${this.port}`;
  }

  async metrics(): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${this.metricsPort}/metrics`);
    return res.text();
  }

  async isLeader(): Promise<boolean> {
    return /^wl_relay_leader 1$/m.test(await this.metrics().catch(() => ''));
  }

  /** SIGKILL: no shutdown hook runs, the connections just drop (a crashed node). */
  kill() {
    const p = this.proc;
    this.proc = null;
    if (!p || p.exitCode !== null) return Promise.resolve();
    return new Promise<void>((r) => {
      p.once('exit', () => r());
      p.kill('SIGKILL');
    });
  }

  async stop() {
    const p = this.proc;
    this.proc = null;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((r) => {
      p.once('exit', () => r());
      p.kill('SIGTERM');
    });
  }
}

export async function startPair(env: Record<string, string>): Promise<[GatewayNode, GatewayNode]> {
  const nodes = [new GatewayNode('A', await freePort(), await freePort(), env), new GatewayNode('B', await freePort(), await freePort(), env)] as [
    GatewayNode,
    GatewayNode,
  ];
  // One after the other: both migrate and seed at boot.
  for (const n of nodes) await n.start();
  return nodes;
}

/** Waits until exactly one node of the pair reports leading the relays; returns [leader, other]. */
export async function leaderOf(nodes: GatewayNode[]): Promise<[GatewayNode, GatewayNode]> {
  for (;;) {
    const flags = await Promise.all(nodes.map((n) => n.isLeader()));
    if (flags.filter(Boolean).length === 1) {
      const i = flags.indexOf(true);
      return [nodes[i]!, nodes[1 - i]!];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A member page: an EventSync client that, when its connection drops, connects again to the
 * first node that answers and continues from the last sequence it applied, as the browser does.
 */
export class Follower {
  private clients: SyncClient[] = [];
  private closed = false;
  reconnects = 0;
  constructor(
    private bases: () => string[],
    private token: string,
    private transports?: Transports,
  ) {}

  async connect(lastSeq: number | null = 0): Promise<this> {
    for (;;) {
      for (const base of this.bases()) {
        const c = new SyncClient(base, this.token, lastSeq, this.transports);
        try {
          await c.connect();
        } catch {
          continue;
        }
        this.attach(c);
        return this;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private attach(c: SyncClient) {
    this.clients.push(c);
    c.socket!.on('disconnect', () => {
      if (this.closed) return;
      this.reconnects++;
      void this.connect(c.sync.lastSeq);
    });
  }

  /** What the page applied, across every connection it had. */
  get applied(): LoggedEvent[] {
    return this.clients.flatMap((c) => c.applied);
  }

  get lastSeq() {
    return this.applied.at(-1)?.seq ?? 0;
  }

  async reach(seq: number) {
    while (this.lastSeq < seq) await new Promise((r) => setTimeout(r, 10));
  }

  close() {
    this.closed = true;
    this.clients.at(-1)?.disconnect();
  }
}
