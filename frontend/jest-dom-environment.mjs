// A browser-like Jest environment for component specs (`/** @jest-environment ./jest-dom-environment.mjs */`):
// jsdom, plus what jsdom leaves out and the app's API client needs (Node's fetch, Request, Response,
// Headers), a matchMedia that matches nothing (antd's responsive helpers read it) and a MessageChannel
// whose messages arrive as timer tasks (antd's Select schedules with one; Node's would keep Jest alive),
// and a ResizeObserver that never reports (a dropdown's list measures itself with one; jsdom lays nothing out).
import { TestEnvironment } from 'jest-environment-jsdom';

export default class DomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const page = this.global;
    // The client calls same-origin paths ('/api/...'), which Node's Request refuses unless resolved.
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(page, {
      fetch: (input, init) => fetch(typeof input === 'string' ? new URL(input, page.location.href) : input, init),
      Request: PageRequest,
      Response,
      Headers,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
    class PagePort {
      onmessage = null;
      other = null;
      postMessage(data) {
        page.setTimeout(() => this.other?.onmessage?.({ data }), 0);
      }
      close() {
        this.onmessage = null;
      }
    }
    page.MessageChannel ??= class MessageChannel {
      constructor() {
        this.port1 = new PagePort();
        this.port2 = new PagePort();
        this.port1.other = this.port2;
        this.port2.other = this.port1;
      }
    };
    page.ResizeObserver ??= class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    page.matchMedia ??= (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
}
