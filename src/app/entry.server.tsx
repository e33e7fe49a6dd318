import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * The server entry, which runs only at build (`ssr: false`): it renders every
 * prerendered page and the SPA fallback to HTML (decision 010). React
 * Router's default entry is the same except that it asks the `isbot` package
 * whether the visitor is a crawler, to wait for the whole page; a build
 * always waits (the default does too, in SPA mode), so this one needs no bot
 * detection — and without an entry of our own, @react-router/dev insists on
 * `isbot` among the dependencies, adding it and running `npm install` in the
 * middle of a build when it is only a devDependency.
 */
export const streamTimeout = 5_000;

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // An error in the shell rejects and is logged by React Router; only later ones are logged here.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
