import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../gateway/src/db/embedded.js';

export const NGINX = '/usr/sbin/nginx';
const SHIPPED = path.resolve(import.meta.dirname, '../../deploy/nginx.conf');

/** Throws, telling how to install it, when nginx is missing: a skipped proxy test would pass unseen. */
export function requireNginx(): void {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: the proxy test runs the real nginx. Install it with \`apt-get install -y nginx\` (.ci/run does).`);
  }
}

/** Replaces `from` in `text`, failing if it is not there: a changed deploy/nginx.conf must fail loudly here. */
function swap(text: string, from: RegExp, to: string): string {
  if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}: update tests/support/nginx.ts`);
  return text.replace(from, to);
}

/**
 * The shipped deploy/nginx.conf (a conf.d server block) inside a main config that runs unprivileged
 * in the foreground with every path in `dir`. Only the upstream servers and the listen address
 * change; every proxy directive is the shipped one. The access log names the upstream of each request.
 */
export function proxyConfig(dir: string, listen: string, upstreams: number[]): string {
  let site = fs.readFileSync(SHIPPED, 'utf8');
  site = swap(site, /^\s*server gateway:\d+;$/m, upstreams.map((p) => `  server 127.0.0.1:${p};`).join('\n'));
  site = swap(site, /^\s*listen 80;$/m, `  listen ${listen};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k}_temp;`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
${temp}
  log_format upstreams '$request_uri $upstream_addr $status';
  access_log ${dir}/access.log upstreams;
${site}
}
`;
}

export interface LogLine {
  uri: string;
  /** Every upstream tried, in order ("127.0.0.1:1, 127.0.0.1:2" when the first refused). */
  upstream: string;
  status: string;
}

export class Nginx {
  private proc: ChildProcess | null = null;
  private readonly err: string[] = [];
  private constructor(
    readonly dir: string,
    readonly url: string,
  ) {}

  /** nginx in front of `upstreams`, listening on a free port of `host`; resolves once it accepts connections. */
  static async start(host: string, upstreams: number[]): Promise<Nginx> {
    requireNginx();
    for (let attempt = 1; ; attempt++) {
      const n = await Nginx.spawn(host, upstreams);
      try {
        await n.ready();
        return n;
      } catch (err) {
        await n.stop();
        // Another process can take the free port before nginx binds it: take another.
        if (attempt >= 3 || !String(err).includes('Address already in use')) throw err;
      }
    }
  }

  private static async spawn(host: string, upstreams: number[]): Promise<Nginx> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-nginx-'));
    // Run as root (CI), nginx's workers drop to nobody and must reach the temp paths.
    fs.chmodSync(dir, 0o755);
    const port = await freePort();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), proxyConfig(dir, `${host}:${port}`, upstreams));
    const n = new Nginx(dir, `http://${host}:${port}`);
    // -e: the compiled-in error log (/var/log/nginx) is opened before the config is read.
    n.proc = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    n.proc.stdout!.on('data', (d: Buffer) => n.err.push(d.toString()));
    n.proc.stderr!.on('data', (d: Buffer) => n.err.push(d.toString()));
    return n;
  }

  /** nginx writes its pid file once it holds its listening socket (a port another process took fails before). */
  private async ready() {
    const deadline = Date.now() + 20_000;
    while (!fs.existsSync(path.join(this.dir, 'nginx.pid'))) {
      if (this.proc && this.proc.exitCode !== null) throw new Error(`nginx exited (${this.proc.exitCode}): ${this.err.join('')}${this.errorLog()}`);
      if (Date.now() > deadline) throw new Error(`nginx did not start on ${this.url}: ${this.errorLog()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  errorLog(): string {
    return fs.existsSync(path.join(this.dir, 'error.log')) ? fs.readFileSync(path.join(this.dir, 'error.log'), 'utf8') : '';
  }

  /** The requests nginx finished so far (a websocket's line is written when it closes). */
  log(): LogLine[] {
    const file = path.join(this.dir, 'access.log');
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const m = /^(\S+) (.+) (\d{3})$/.exec(l);
        return { uri: m?.[1] ?? l, upstream: m?.[2] ?? '', status: m?.[3] ?? '' };
      });
  }

  /**
   * The log once `done` accepts it. nginx writes a request's line after the response has gone, so
   * a client that has read the whole answer can still look before the line is there.
   */
  async logWhen(done: (lines: LogLine[]) => boolean, ms = 10_000): Promise<LogLine[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const lines = this.log();
      if (done(lines) || Date.now() > deadline) return lines;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** SIGTERM (fast shutdown: the master stops its workers), then the files go. */
  async stop() {
    const p = this.proc;
    this.proc = null;
    if (p && p.exitCode === null) {
      await new Promise<void>((r) => {
        p.once('exit', () => r());
        p.kill('SIGTERM');
      });
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A fetch whose connections leave from `localAddress`: a client the proxy tells apart from itself. */
export const fetchFrom =
  (localAddress: string): typeof fetch =>
  (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(String(input), { method: init.method ?? 'GET', headers: init.headers as Record<string, string>, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
        });
      });
      req.on('error', reject);
      req.end(init.body as string | undefined);
    });
