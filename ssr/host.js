// The Node.js side of package ssr: runs the web build's renderer (SSR_SCRIPT, a classic script
// defining SSR.prepare and SSR.render) for the Go server. One JSON request per line on
// stdin, one JSON reply per line on file descriptor 3, so that nothing the app logs on
// stdout can be taken for a reply.
//
// The renderer asks for its queries' answers synchronously (__fetchQuery); an answer the
// request did not bring is named in a "need" reply, and the server sends the render again
// with it. A page's queries are all asked before anything renders, so that takes one round.
'use strict';
const fs = require('node:fs');
const readline = require('node:readline');
const vm = require('node:vm');

const script = process.env.SSR_SCRIPT;

globalThis.self = globalThis;
// The renderer holds every page: a dynamic import() is rewritten to this by the build.
globalThis.__noImport = (m) => Promise.reject(new Error('no import() on the server: ' + m));

let answers = new Map();
let missing = [];
let used = [];
globalThis.__fetchQuery = (id, variables) => {
  const key = id + '\n' + variables;
  if (answers.has(key)) {
    if (!used.includes(key)) used.push(key);
    return answers.get(key);
  }
  missing.push({ id, variables });
  throw new Error('ssr: no answer yet to query ' + id);
};

const reply = (o) => fs.writeSync(3, JSON.stringify(o) + '\n');

try {
  vm.runInThisContext(fs.readFileSync(script, 'utf8'), { filename: script });
  if (typeof SSR !== 'object' || typeof SSR.prepare !== 'function' || typeof SSR.render !== 'function') {
    throw new Error('it does not define SSR.prepare(page) and SSR.render(path)');
  }
} catch (e) {
  reply({ error: 'loading ' + script + ': ' + (e && e.message ? e.message : String(e)) });
  process.exit(1);
}
reply({ ready: true });

const prepared = new Set();

readline.createInterface({ input: process.stdin }).on('line', async (line) => {
  missing = [];
  used = [];
  try {
    const req = JSON.parse(line);
    if (!prepared.has(req.page)) {
      try {
        await SSR.prepare(req.page);
      } catch (e) {
        reply({ error: 'preparing ' + req.page + ': ' + (e && e.message ? e.message : String(e)) });
        return;
      }
      prepared.add(req.page);
    }
    answers = new Map((req.answers || []).map((a) => [a.id + '\n' + a.variables, a.response]));
    const html = SSR.render(req.path);
    if (missing.length) reply({ need: missing });
    else reply({ html: String(html), used: used.map((k) => ({ id: k.slice(0, k.indexOf('\n')), variables: k.slice(k.indexOf('\n') + 1) })) });
  } catch (e) {
    if (missing.length) reply({ need: missing });
    else reply({ error: e && e.stack ? e.stack : String(e) });
  }
});
