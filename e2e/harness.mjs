// What the browser and server tests run against: the real server binary on a fresh
// PostgreSQL database, a local stand-in for PayPal, and ID tokens from the Firebase Auth
// emulator; and helpers to read what the server sends. fixtures.mjs hands these to the
// tests (see playwright.config.mjs for how to run them).
//
// Nothing here reaches beyond this machine: the server, the database, the emulator
// and the PayPal stand-in all listen on 127.0.0.1, and every page blocks requests
// to any other host.

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS = join(ROOT, 'e2e', '.artifacts');
export const SERVER_BIN = process.env.E2E_SERVER_BIN || join(ROOT, 'bin', 'server');
export const WEB_DIR = process.env.E2E_WEB_DIR || join(ROOT, 'web', 'dist');
export const PROJECT_ID = 'demo-seo-agency';
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/postgres?sslmode=disable';
/** The demo accounts that firebase/demo-data imports into the emulator. */
export const DEMO = {
  admin: { email: 'admin@seo-agency.test', password: 'admin-demo-123' },
  customer: { email: 'customer@seo-agency.test', password: 'customer-demo-123' },
};

// ---------------------------------------------------------------------------
// small helpers

/** A random lower-case suffix, for database names and e-mail addresses. */
export function randomId(bytes = 6) {
  return randomBytes(bytes).toString('hex');
}

/** A fresh address on the test domain (three letters in a row, as the register form wants). */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomId(4)}@seo-agency.test`;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Calls fn until it returns a truthy value (returned) or the time is up (throws with
 * the last value or error, and what was awaited).
 */
export async function waitFor(fn, { timeout = 10_000, interval = 100, what = 'a condition' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  let lastError;
  for (;;) {
    try {
      last = await fn();
      lastError = undefined;
      if (last) return last;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const detail = lastError ? `last error: ${lastError.stack || lastError}` : `last value: ${JSON.stringify(last)}`;
      throw new Error(`timed out after ${timeout} ms waiting for ${what}; ${detail}`);
    }
    await sleep(interval);
  }
}

function need(cond, message) {
  if (!cond) throw new Error(message);
}

// ---------------------------------------------------------------------------
// PostgreSQL

function databaseUrlFor(name) {
  const u = new URL(POSTGRES_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Runs one SQL statement with psql on the database at url; returns the rows, each an
 * array of column texts (NULL is the empty string). Throws with psql's message.
 */
export function psql(url, query) {
  const sep = '\x1f';
  const r = spawnSync('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-A', '-t', '-F', sep, '-c', query], {
    encoding: 'utf8',
  });
  if (r.error) throw new Error(`psql could not run (is the PostgreSQL client installed?): ${r.error.message}`);
  if (r.status !== 0) throw new Error(`psql failed on ${JSON.stringify(query)}: ${r.stderr.trim()}`);
  const out = r.stdout.replace(/\n$/, '');
  return out === '' ? [] : out.split('\n').map((line) => line.split(sep));
}

/**
 * Runs a command of the server binary (`migrate`, `backup`, `restore …`) in development mode with
 * env; returns its standard output, or throws with its output when it fails.
 */
export function serverCommand(args, env = {}, bin = SERVER_BIN) {
  const r = spawnSync(bin, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, APP_ENV: 'development', ...env },
  });
  if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** A fresh PostgreSQL database ({ name, url }); dropDatabase(name) removes it. */
export function createDatabase() {
  const name = `e2e_${randomId()}`;
  try {
    psql(POSTGRES_URL, `CREATE DATABASE ${name}`);
  } catch (err) {
    throw new Error(
      `cannot create a test database on ${POSTGRES_URL} (start PostgreSQL, or set TEST_POSTGRES_URL to a server where this user may create databases): ${err.message}`,
    );
  }
  return { name, url: databaseUrlFor(name) };
}

export function dropDatabase(name) {
  psql(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

// ---------------------------------------------------------------------------
// the site: bin/server on a fresh database

/**
 * Starts bin/server on a free port with a fresh PostgreSQL database and waits until
 * /readyz answers 200.
 *
 *   adminEmails  ADMIN_EMAILS (array or comma list)
 *   host         the host name of PUBLIC_URL (the server listens on 127.0.0.1): 'localhost'
 *                for passkeys, whose relying party id cannot be an IP address
 *   paypal       a startPayPal() stand-in: sets PAYPAL_CHECKOUT_URL and PAYPAL_IPN_VERIFY_URL
 *   env          more environment for the server (wins over everything above)
 *   bin          the server binary (SERVER_BIN): the upgrade test runs the previous release's
 *   database     an existing createDatabase(), shared with other sites and left in place on
 *                stop (its creator drops it); by default a fresh one, dropped on stop
 *
 * Without a stand-in, PayPal's URLs point at a closed local port, never at PayPal.
 * Each site sends its e-mail to a Mailpit of its own: site.mail reads what arrived.
 */
export async function startSite({
  adminEmails = [],
  env = {},
  paypal,
  host = '127.0.0.1',
  readyTimeout = 30_000,
  bin = SERVER_BIN,
  database,
} = {}) {
  need(
    existsSync(bin),
    `${bin} is missing: build it first with \`go build -o bin/server ./cmd/server\` at the repository root.`,
  );
  need(
    existsSync(join(WEB_DIR, 'index.html')),
    `${WEB_DIR}/index.html is missing: build the web app first (\`cd web && npm run build\`).`,
  );
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  need(
    emulator,
    'FIREBASE_AUTH_EMULATOR_HOST is not set: start the Auth emulator with `export "$(bash firebase/emulator.sh start)"`.',
  );

  const port = await freePort();
  const url = `http://${host}:${port}`;
  const mail = await startMailpit();
  const db = database ?? createDatabase();
  let dropped = Boolean(database); // a shared database is its creator's to drop
  const admins = Array.isArray(adminEmails) ? adminEmails.join(',') : String(adminEmails);
  const closed = 'http://127.0.0.1:9/cgi-bin/webscr';
  const childEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: process.env.TZ ?? 'UTC',
    ADDR: `127.0.0.1:${port}`,
    PUBLIC_URL: url,
    DATABASE_URL: db.url,
    APP_ENV: 'development',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulator,
    ADMIN_EMAILS: admins,
    PAYPAL_CHECKOUT_URL: paypal ? paypal.checkoutUrl : closed,
    PAYPAL_IPN_VERIFY_URL: paypal ? paypal.verifyUrl : closed,
    WEB_DIR,
    SMTP_URL: mail.smtpUrl,
    // Other features' tests act as the admin without a second factor; the second
    // factor's own test passes SECOND_FACTOR: 'required' in env.
    SECOND_FACTOR: 'off',
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];

  const lines = [];
  let total = 0; // lines ever logged (lines keeps the last 5000)
  const child = spawn(bin, [], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (stream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      partial += chunk;
      const parts = partial.split('\n');
      partial = parts.pop();
      lines.push(...parts);
      total += parts.length;
      if (lines.length > 5000) lines.splice(0, lines.length - 5000);
    });
    stream.on('end', () => {
      if (partial) {
        lines.push(partial);
        total++;
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);

  let stopping = false;
  let exitInfo = null;
  const exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolveExit(exitInfo);
      if (!stopping) {
        process.stderr.write(
          `\n[e2e] the server at ${url} died unexpectedly (code ${code}, signal ${signal}); its log:\n${lines.join('\n')}\n`,
        );
      }
    });
    child.on('error', (err) => {
      // The binary could not be started (or signalled); 'exit' may never come.
      lines.push(`[e2e] ${bin}: ${err.message}`);
      total++;
      if (exitInfo === null && child.pid === undefined) {
        exitInfo = { code: null, signal: null, error: err.message };
        resolveExit(exitInfo);
      }
    });
  });

  const site = {
    url,
    mail,
    /** Runs one SQL statement on this site's database; rows as arrays of column texts. */
    sql: (query) => psql(db.url, query),
    /** Prints the server's log to stderr under a heading. */
    printLogs(reason = 'server log') {
      process.stderr.write(`\n[e2e] ${reason} (${url}, database ${db.name}):\n${lines.join('\n')}\n[e2e] end of server log\n`);
    },
    /** A mark of the log's end now, for logsSince. */
    logMark: () => total,
    /** What the server logged after logMark() returned mark. */
    logsSince: (mark) => lines.slice(Math.max(0, lines.length - (total - mark))).join('\n'),
    /** SIGTERM, wait for a graceful exit (SIGKILL after 30 s), drop the database. */
    async stop() {
      if (stopping) return exitInfo;
      process.off('exit', site.stopNow);
      stopping = true;
      if (exitInfo === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => {
          process.stderr.write(`[e2e] the server at ${url} did not stop within 30 s of SIGTERM; killing it\n`);
          child.kill('SIGKILL');
        }, 30_000);
        await exited;
        clearTimeout(timer);
        if (exitInfo.code !== 0) site.printLogs(`the server exited with code ${exitInfo.code} (signal ${exitInfo.signal}) on SIGTERM`);
      }
      if (!dropped) {
        dropped = true;
        dropDatabase(db.name);
      }
      mail.stop();
      return exitInfo;
    },
    /** Synchronous last resort for process exit. */
    stopNow: () => {
      stopping = true;
      if (exitInfo === null) child.kill('SIGKILL');
      mail.stop();
      if (!dropped) {
        dropped = true;
        try {
          dropDatabase(db.name);
        } catch {
          /* best effort */
        }
      }
    },
  };
  // A worker that exits without stop() leaves no server or database behind.
  process.on('exit', site.stopNow);

  try {
    await waitFor(
      async () => {
        if (exitInfo) throw Object.assign(new Error('exited'), { fatal: true });
        const r = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) });
        return r.status === 200;
      },
      { timeout: readyTimeout, interval: 100, what: `${url}/readyz` },
    );
  } catch (err) {
    const why = exitInfo ? `exited with code ${exitInfo.code}` : err.message;
    const log = lines.join('\n');
    await site.stop().catch(() => {});
    throw new Error(`the server did not become ready (${why}); its log:\n${log}`);
  }
  return site;
}

// ---------------------------------------------------------------------------
// a real SMTP server: Mailpit (bin/mailpit, installed by `bash scripts/mailpit.sh install`)

export const MAILPIT_BIN = process.env.MAILPIT_BIN || join(ROOT, 'bin', 'mailpit');

/**
 * Starts Mailpit on free ports. Returns { smtpUrl, inbox, messagesTo(addr), waitFor(addr, n), stop() };
 * a message is { id, subject, from, to, text, html, headers } read through Mailpit's API.
 */
export async function startMailpit() {
  need(existsSync(MAILPIT_BIN), `${MAILPIT_BIN} is missing: install it with \`bash scripts/mailpit.sh install\`.`);
  const [smtp, ui] = [await freePort(), await freePort()];
  const child = spawn(
    MAILPIT_BIN,
    ['--smtp', `127.0.0.1:${smtp}`, '--listen', `127.0.0.1:${ui}`, '--disable-version-check', '--smtp-auth-accept-any', '--smtp-auth-allow-insecure'],
    { stdio: 'ignore' },
  );
  const inbox = `http://127.0.0.1:${ui}`;
  const api = async (path) => {
    const r = await fetch(`${inbox}/api/v1${path}`, { signal: AbortSignal.timeout(5000) });
    if (!r.ok) throw new Error(`Mailpit ${path}: ${r.status}`);
    return r.json();
  };
  await waitFor(async () => (await fetch(`${inbox}/api/v1/messages`).catch(() => null))?.ok, { timeout: 15_000, what: 'Mailpit' });
  const mailpit = {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inbox,
    async messagesTo(addr) {
      const { messages } = await api('/messages?limit=500');
      const mine = messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === addr.toLowerCase()));
      return Promise.all(
        mine.map(async (m) => {
          const full = await api(`/message/${m.ID}`);
          const headers = await api(`/message/${m.ID}/headers`);
          return { id: m.ID, subject: full.Subject, from: full.From.Address, to: full.To.map((t) => t.Address), text: full.Text, html: full.HTML, headers };
        }),
      );
    },
    /** Waits until at least n messages to addr arrived (the mail job retries every few seconds at worst). */
    async waitFor(addr, n = 1, timeout = 20_000) {
      let got = [];
      await waitFor(async () => (got = await mailpit.messagesTo(addr)).length >= n, { timeout, what: `${n} mail(s) to ${addr}` });
      return got;
    },
    stop: () => child.kill('SIGKILL'),
  };
  process.on('exit', mailpit.stop);
  return mailpit;
}

// ---------------------------------------------------------------------------
// a stand-in for PayPal Payments Standard

/**
 * The local PayPal of `make run` (`server paypal-sandbox`, the Go package paypalsim): the
 * checkout page the browser posts the pay form to, with buttons that send PayPal's
 * notices to the form's notify_url, and the verification endpoint, which answers
 * VERIFIED only to the exact bodies it sent itself.
 *
 * Returns { url, checkoutUrl, verifyUrl, env, log(), sendIPN(notifyUrl, params), stop() };
 * log() is { checkouts: [{ id, fields, state, subscrId, payments }], notices: [{ checkout,
 * kind, notifyUrl, body, status, error }], verifications: [{ body, answer }] }.
 */
export async function startPayPal() {
  need(existsSync(SERVER_BIN), `${SERVER_BIN} is missing: build it first with \`go build -o bin/server ./cmd/server\` at the repository root.`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(SERVER_BIN, ['paypal-sandbox', `127.0.0.1:${port}`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, APP_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
  const stop = () => child.kill('SIGKILL');
  process.on('exit', stop);
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the PayPal stand-in exited: ${stderr}`);
      return fetch(`${url}/`).then((r) => r.ok, () => false);
    },
    { timeout: 10_000, what: `the PayPal stand-in at ${url}` },
  );
  const checkoutUrl = `${url}/cgi-bin/webscr`;
  const verifyUrl = `${url}/ipn/cgi-bin/webscr`;
  return {
    url,
    checkoutUrl,
    verifyUrl,
    env: { PAYPAL_CHECKOUT_URL: checkoutUrl, PAYPAL_IPN_VERIFY_URL: verifyUrl },
    /** Everything the stand-in saw: its checkouts, the notices it sent, the verifications it answered. */
    log: async () => (await fetch(`${url}/log`)).json(),
    /** Sends an IPN (form-encoded params, as given) that this stand-in will then confirm as VERIFIED. */
    async sendIPN(notifyUrl, params) {
      const r = await fetch(`${url}/notify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ notifyUrl, body: new URLSearchParams(params).toString() }),
      });
      return r.json();
    },
    async stop() {
      stop();
      process.off('exit', stop);
    },
  };
}

// ---------------------------------------------------------------------------
// the browser

/** Waits until the web app has taken over the page (main.tsx marks <html data-app="started">). */
export async function waitForApp(page) {
  const isApp = await page.evaluate(() => !!document.getElementById('root')).catch(() => false);
  if (isApp) await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
}

/** Signs in as who ({ email, password }) through the sign-in form of the page's <main> (/login). */
export async function signIn(page, who) {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Email', { exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The success toast with exactly this text, or (kind 'error') the error toast containing it. */
export function toast(page, text, kind = 'success') {
  return page.locator(`[data-toasts] > [role="${kind === 'success' ? 'status' : 'alert'}"]`).getByText(text, { exact: kind === 'success' });
}

// ---------------------------------------------------------------------------
// the HTML the server sends (what a crawler, or a browser without JavaScript, gets)

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML fragment: no tags, comments, scripts or styles; entities decoded; spaces collapsed. */
export function htmlText(markup) {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e) =>
      e[0] !== '#' ? (ENTITIES[e.toLowerCase()] ?? m) : String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Takes apart a page as the server sent it: root is the markup inside <div id="root">
 * ('' when the server painted nothing there; null when there is no such element), and
 * relayData the parsed JSON of <script type="application/json" id="relay-data"> (null
 * when there is none).
 */
export function serverPage(html) {
  const open = html.match(/<div id="root"[^>]*>/);
  const data = html.match(/<script\b(?=[^>]*\btype="application\/json")(?=[^>]*\bid="relay-data")[^>]*>([\s\S]*?)<\/script>/);
  let root = null;
  if (open) {
    const from = open.index + open[0].length;
    const to = data && data.index > from ? data.index : html.indexOf('</body>', from);
    root = html.slice(from, to).trimEnd();
    if (!root.endsWith('</div>')) throw new Error(`the root element is not closed before ${data ? 'the relay data' : '</body>'}`);
    root = root.slice(0, -'</div>'.length);
  }
  return { root, relayData: data ? JSON.parse(data[1]) : null };
}

/**
 * In an open GraphiQL (/graphiql): waits for its default query (HomeContent) in the editor, runs it
 * until the response pane shows the seeded banner's heading, and returns once it does.
 */
export async function runGraphiQLDefaultQuery(page) {
  const editor = page.locator('.graphiql-query-editor');
  await waitFor(async () => /query\s+HomeContent/.test((await editor.textContent()) ?? ''), {
    timeout: 30_000,
    what: 'the query editor to show the default query',
  });
  const run = page.getByRole('button', { name: /Execute query/i });
  const result = page.locator('.result-window');
  await waitFor(
    async () => {
      if (/Grow\s+Your\s+Business/.test((await result.textContent()) ?? '')) return true;
      await run.click();
      return false;
    },
    { timeout: 30_000, interval: 1000, what: 'the query result in the response pane' },
  );
}

/** Saves a full-page screenshot under e2e/.artifacts/ and returns its path. */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// ---------------------------------------------------------------------------
// the Firebase Auth emulator (REST)

function emulatorBase() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  need(host, 'FIREBASE_AUTH_EMULATOR_HOST is not set: export "$(bash firebase/emulator.sh start)" first.');
  return `http://${host}/identitytoolkit.googleapis.com/v1`;
}

async function emulatorCall(method, body) {
  const base = emulatorBase();
  let r;
  try {
    r = await fetch(`${base}/accounts:${method}?key=any`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new Error(
      `cannot reach the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (${err.cause?.code ?? err.message}): start it with \`export "$(bash firebase/emulator.sh start)"\``,
    );
  }
  const json = await r.json().catch(() => ({}));
  if (!r.ok || !json.idToken) {
    throw new Error(`the Auth emulator refused accounts:${method} for ${body.email ?? 'an IdP user'}: HTTP ${r.status} ${JSON.stringify(json)}`);
  }
  return json;
}

/** An ID token for an existing e-mail/password account. */
export async function signInToken(email, password) {
  return (await emulatorCall('signInWithPassword', { email, password, returnSecureToken: true })).idToken;
}

/** Creates an e-mail/password account (its e-mail not verified) and returns its ID token. */
export async function signUp(email, password) {
  return (await emulatorCall('signUp', { email, password, returnSecureToken: true })).idToken;
}

// ---------------------------------------------------------------------------
// GraphQL

/**
 * POSTs a GraphQL request to url/graphql (url: the site's address); returns
 * { status, data, errors, body } where body is the parsed JSON (or text when not JSON).
 */
export async function gql(url, query, variables = {}, token) {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(`${url.replace(/\/$/, '')}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const text = await r.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: r.status, data: body?.data, errors: body?.errors, body };
}

/** gql that must succeed: HTTP 200 and no errors; returns data. */
export async function gqlOk(url, query, variables = {}, token) {
  const r = await gql(url, query, variables, token);
  if (r.status !== 200 || r.errors?.length || !r.data) {
    throw new Error(`GraphQL request failed: HTTP ${r.status} ${JSON.stringify(r.body)}\nquery: ${query.trim()}`);
  }
  return r.data;
}
