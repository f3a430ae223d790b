import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isAppError, type Language, messages, pageTitleOf } from '@galaxia/core';
import { DATA_VERSION_HEADER, type Orm, type PublicContext, versionedRead } from '@galaxia/core/server';
import type { RequestHandler } from 'express';
import { readerLanguage } from '../http/reader-language.ts';
import { requestActor } from '../routes/define-route.ts';
import { escapeHtml, pageHead, scriptJson } from './page-head.ts';
import { type PageQuery, type PublicPage, readPublicPage } from './public-page-reads.ts';

/** What the dashboard's server build (dashboard/src/entry-server.tsx) exports. */
interface ServerRenderer {
  renderPage(url: string, queries: readonly PageQuery[], language: Language): Promise<string | null>;
}

/** The organiser area and the OBS overlays stay client-rendered: they are personal or never shared. */
const CLIENT_ONLY = /^\/(galaxia|overlay)(\/|$)/;

const SIGNED_OUT: PageQuery = { route: 'account.me', arg: undefined, value: null };

const SITE_CARD_PATH = '/api/site-card.png';
const eventCardPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/card.png`;

/**
 * Serves every page of the site from the built index.html. Public pages get their own head (title,
 * description, Open Graph card) and, when the dashboard's server build is there, their HTML with the
 * public reads already answered and embedded, so the browser hydrates instead of fetching.
 */
export function pageRenderer(options: {
  orm: Orm;
  publicUrl: string;
  indexHtml: string;
  serverEntry: string;
}): RequestHandler {
  const document = readFileSync(options.indexHtml, 'utf8');
  const template = inlineStylesheet(
    document.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, ''),
    dirname(options.indexHtml),
  );
  let renderer: Promise<ServerRenderer | null> | null = null;
  const loadRenderer = () => {
    renderer ??= existsSync(options.serverEntry)
      ? (import(pathToFileURL(options.serverEntry).href) as Promise<ServerRenderer>)
      : Promise.resolve(null);
    return renderer;
  };

  return async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-cache');
      // Who reads the page picks its language: their account's setting, the switch's cookie, their browser.
      // A client-rendered page learns it from `<html lang>` too (main.tsx loads that language first).
      const language = await readerLanguage(options.orm, req);
      res.vary('Accept-Language');
      res.vary('Cookie');
      // Each page names itself in the tab from its first byte, client-rendered ones too.
      if (CLIENT_ONLY.test(req.path))
        return void res.send(
          document
            .replace('<html lang="en"', `<html lang="${language}"`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitleOf(req.path))}</title>`),
        );
      const url = new URL(req.originalUrl, `${options.publicUrl}/`);
      const actor = requestActor(req);
      // Signed-in readers get their own view (participation, their match buttons): never shared.
      if (actor) res.setHeader('Cache-Control', 'private, no-cache');
      let page: PublicPage | null = null;
      // An event's pages name the version of its data they were drawn from, as its JSON reads do: the
      // browser then never replaces this first data with an older answer (one its cache kept).
      const eventId = eventOfPage(url);
      let version: number | null = null;
      try {
        const em = options.orm.em.fork();
        const read = (reader: PublicContext['em']) => readPublicPage({ em: reader, actor }, url);
        if (eventId) ({ value: page, version } = await versionedRead(em, eventId, read));
        else page = await read(em);
      } catch (error) {
        // An unknown or unpublished event: the page says so itself; crawlers get the status.
        if (!isAppError(error) || error.kind !== 'NOT_FOUND') throw error;
        res.status(404);
      }
      const meta = page?.meta ?? {
        title:
          res.statusCode === 404
            ? messages.pageMeta.pageTitle(messages.pageMeta.pages.notFound)
            : pageTitleOf(url.pathname),
        description: messages.pageMeta.siteDescription,
      };
      const image = page?.image ?? (page?.eventId ? eventCardPath(page.eventId) : SITE_CARD_PATH);
      // A signed-out reader's header needs no round trip to learn there is nobody signed in.
      const queries = [...(page?.queries ?? []), ...(actor ? [] : [SIGNED_OUT])];
      const body = await renderBody(await loadRenderer(), url.href, queries, language);
      // The generated cards show the page's title; a poster carries its own description.
      const imageAlt = page?.imageAlt ?? meta.title;
      const head = pageHead(meta, { publicUrl: options.publicUrl, path: url.pathname, image, imageAlt });
      const versionData =
        page && eventId && version !== null
          ? `<script type="application/json" id="galaxia-data-version">${scriptJson({ eventId, version })}</script>`
          : '';
      if (versionData) res.setHeader(DATA_VERSION_HEADER, String(version));
      const data =
        (queries.length
          ? `<script type="application/json" id="galaxia-queries">${scriptJson(queries)}</script>`
          : '') + versionData;
      res.send(
        template
          .replace('<html lang="en"', `<html lang="${language}"`)
          .replace('</head>', `  ${head}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${body}</div>${data}`),
      );
    } catch (error) {
      next(error);
    }
  };
}

/** The event a public page belongs to (`/events/<id>/…`), or null. */
function eventOfPage(url: URL): string | null {
  const [first, id] = url.pathname.split('/').filter(Boolean);
  return first === 'events' && id ? decodeURIComponent(id) : null;
}

async function renderBody(
  renderer: ServerRenderer | null,
  url: string,
  queries: readonly PageQuery[],
  language: Language,
) {
  if (!renderer) return '';
  try {
    return (await renderer.renderPage(url, queries, language)) ?? '';
  } catch (error) {
    // The browser renders the page itself, as it did before server rendering: slower, never broken.
    console.error('[pages] server render failed', url, error);
    return '';
  }
}

/**
 * The site's one stylesheet, written into the page: a server-rendered page paints with its first
 * response instead of waiting one more round trip for the CSS (it is ~10 KB compressed).
 */
function inlineStylesheet(html: string, dist: string): string {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(html);
  const file = link?.[1] ? join(dist, link[1]) : null;
  if (!link || !file || !existsSync(file)) return html;
  const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  return html.replace(link[0], `<style>${css}</style>`);
}
