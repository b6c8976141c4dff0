// The restore drill, as an operator runs it: a site with edited content, a published post and
// an uploaded image is backed up by `server backup` while it runs, restored by `server restore`
// into a fresh database and media store, and a server started on the copy paints every public
// page with the same bytes and serves the same image (docs/operations.md#backups-and-recovery).
// The Go drill (backup/) compares every table; this one compares what visitors get.
//
// (npx playwright test restore, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { DEMO, createDatabase, dropDatabase, gqlOk, psql, serverCommand as server, signInToken, startSite, waitFor } from './harness.mjs';

// An 8×8 PNG, drawn once with zlib: enough for the media library's checks and widths.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAbElEQVR4nA3JQQEAMAgDMZSgpEqqhOepQAlKqmjLN1VFFypcTLHFFSmqmm7UuJlmm2vSP0QLCYsRK05EP0wbGZsxa87EP4YeNHiYYYcbMj+WXrR4mWWXW7I/jj50+JhjjztyP0IHBYcJGy4kPLAsVIExyOP/AAAAAElFTkSuQmCC',
  'base64',
);

const PUBLIC = ['/', '/service', '/pricing', '/contact', '/support', '/blog', '/sitemap.xml', '/blog/feed.xml', '/robots.txt'];

/** What a visitor's browser gets at path. */
async function painted(site, path) {
  const res = await fetch(site.url + path, { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(res.status, 200, `${site.url}${path}`);
  return res.text();
}

test('a site backed up while it runs and restored elsewhere paints the same pages', async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-restore-'));
  const key = server(['backup', 'key'], {});
  const identity = join(dir, 'backup-identity.txt');
  writeFileSync(identity, key);
  const recipient = key.match(/^# public key: (age1\w+)$/m)?.[1];
  assert.ok(recipient, `server backup key printed no public key:\n${key}`);

  const original = { db: createDatabase(), media: join(dir, 'media') };
  const copy = { db: createDatabase(), media: join(dir, 'media-restored') };
  const sites = [];
  try {
    const env = { MEDIA_STORE: original.media, BACKUP_TARGET: join(dir, 'backups'), BACKUP_RECIPIENT: recipient };
    const site = await startSite({ database: original.db, adminEmails: [DEMO.admin.email], env });
    sites.push(site);
    const admin = await signInToken(DEMO.admin.email, DEMO.admin.password);

    // Content of this site's own: an edited banner, an uploaded image, a published post.
    const banner = await (await fetch(`${site.url}/api/banner`)).json();
    const put = await fetch(`${site.url}/api/update-banner/${banner[0]._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ ...banner[0], bannerHeading: 'Restored, byte for byte' }),
    });
    assert.equal(put.status, 200, await put.text());
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation ($file: Upload!) { uploadMedia(file: $file, alt: "A chart") { url } }', variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([PNG], { type: 'image/png' }), 'chart.png');
    const upload = await (await fetch(`${site.url}/graphql`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form })).json();
    assert.ok(upload.data?.uploadMedia?.url, `upload: ${JSON.stringify(upload)}`);
    const image = upload.data.uploadMedia.url;
    const post = await gqlOk(
      site.url,
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      { input: { title: 'What a restore keeps', slug: 'what-a-restore-keeps', excerpt: 'Everything.', coverImage: image, coverAlt: 'A chart' } },
      admin,
    );
    await gqlOk(site.url, `mutation ($id: ID!) { publishPost(id: $id) { id } }`, { id: post.createPost.id }, admin);
    // A post scheduled for tomorrow: its job waits in River's tables, which archives leave out.
    const later = await gqlOk(
      site.url,
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      { input: { title: 'Tomorrow', slug: 'tomorrow', excerpt: 'Scheduled.' } },
      admin,
    );
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    tomorrow.setUTCMilliseconds(0);
    await gqlOk(site.url, `mutation ($id: ID!, $at: Time) { schedulePost(id: $id, publishAt: $at) { id } }`, { id: later.createPost.id, at: tomorrow.toISOString() }, admin);
    await waitFor(async () => (await painted(site, '/')).includes('Restored, byte for byte'), { timeout: 30_000, what: 'the edited banner painted' });
    await waitFor(async () => (await painted(site, '/blog')).includes('What a restore keeps'), { timeout: 30_000, what: 'the post painted' });
    // The image's widths made (a job), and the pages painted with them: the site is settled,
    // so the archive holds what the pages show (their sitemap dates included).
    await waitFor(async () => (await painted(site, '/')).includes('.webp 8w'), { timeout: 30_000, what: "the image's widths painted" });

    // Backed up while it runs; restored into an empty database and media store.
    const wrote = server(['backup'], { ...env, DATABASE_URL: original.db.url });
    const archive = wrote.match(/^wrote (\S+)/m)?.[1];
    assert.ok(archive, `server backup said:\n${wrote}`);
    const restored = server(['restore', archive], {
      DATABASE_URL: copy.db.url,
      MEDIA_STORE: copy.media,
      BACKUP_TARGET: env.BACKUP_TARGET,
      BACKUP_IDENTITY: identity,
    });
    assert.match(restored, /^restored /m);
    // What the rows wait for is queued again: the schedule, at its time.
    const waiting = psql(copy.db.url, `SELECT kind, to_char(scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') FROM river_job WHERE kind = 'post_schedule'`);
    assert.deepEqual(waiting, [['post_schedule', tomorrow.toISOString().slice(0, 19)]], `the restored schedule: ${restored}`);

    // The same site on another machine: the same public address (pages name it), the copy.
    const again = await startSite({ database: copy.db, adminEmails: [DEMO.admin.email], env: { MEDIA_STORE: copy.media, PUBLIC_URL: site.url } });
    sites.push(again);
    for (const path of [...PUBLIC, '/blog/what-a-restore-keeps']) {
      let a = '';
      let b = '';
      await waitFor(
        async () => {
          [a, b] = [await painted(site, path), await painted(again, path)];
          return a === b;
        },
        { timeout: 30_000, what: `${path} painted the same on the restored site` },
      ).catch((err) => {
        let i = 0;
        while (i < a.length && a[i] === b[i]) i++;
        throw new Error(`${err.message}\nfirst difference at ${i}:\n  original: ${a.slice(i - 80, i + 120)}\n  restored: ${b.slice(i - 80, i + 120)}`);
      });
    }
    const bytes = async (s) => Buffer.from(await (await fetch(s.url + image)).arrayBuffer());
    assert.ok((await bytes(again)).equals(await bytes(site)), `the image ${image} is the same on the restored site`);
  } finally {
    for (const s of sites) await s.stop();
    dropDatabase(original.db.name);
    dropDatabase(copy.db.name);
  }
});
