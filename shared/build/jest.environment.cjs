// jsdom lacks fetch, streams, TextEncoder and structuredClone; ky and effector need them.
// jsdom's own FormData stays: React builds one from a <form> on submit, which Node's cannot.
const JSDOMEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

class JsdomWithNodeGlobals extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = ['fetch', 'Response', 'Headers', 'Blob', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone', 'AbortController', 'AbortSignal', 'URL', 'URLSearchParams'];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Browsers resolve relative request URLs ('/api/…') against the page; Node's Request does not.
    const page = this.global;
    const NodeRequest = globalThis.Request;
    this.global.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
  }
}

module.exports = JsdomWithNodeGlobals;
