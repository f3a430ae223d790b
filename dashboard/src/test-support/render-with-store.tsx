import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { makeStore } from '../app/store.ts';
import { Toaster } from '../components/ui/toaster.tsx';

/** One request the page sent, as the server would read it. */
interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What the fake server answers a request: a status and a JSON body. */
type Answer = { status: number; body: unknown };
type Answers = Record<string, Answer | ((request: SentRequest) => Answer)>;

/**
 * Stands in for the API: `fetch` answers from `answers` keyed `METHOD /api/path` (404 otherwise) and
 * records every request, so a test asserts what the form sent.
 */
function fakeApi(answers: Answers) {
  const sent: SentRequest[] = [];
  const fetchFake = async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, location.href), init) : input;
    const text = await request.text();
    const sentRequest: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(sentRequest);
    const answer = answers[`${sentRequest.method} ${sentRequest.path}`];
    const { status, body } =
      typeof answer === 'function' ? answer(sentRequest) : (answer ?? { status: 404, body: {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  vi.stubGlobal('fetch', vi.fn(fetchFake));
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Draws a page part as the site does: the real store (RTK Query and its endpoints), a router and the
 * toasts, against a fake API. Returns the user to act with and the requests the part sent.
 */
export function renderWithStore(ui: ReactNode, { answers = {} }: { answers?: Answers } = {}) {
  const requests = fakeApi(answers);
  const user = userEvent.setup();
  const view = render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, user, requests };
}
