// `node --import @swc-node/register/esm-register bench/email-html-render.ts`: what the HTML part
// costs the worker per email. Compiles the MJML layout once, then renders every template's sample
// (email-samples.ts) round-robin; prints the one-time compile and the median and p99 per email.
import { emailLayout } from '../src/notifications/email/html/email-layout.js';
import { EMAIL_SAMPLES, SAMPLE_APP_URL } from '../src/email-catalog/email-samples.js';

const renders = Number(process.env.BENCH_RENDERS ?? 1_000);
const messages = Object.values(EMAIL_SAMPLES).map((sample) => sample());

const compileStarted = performance.now();
const layout = await emailLayout();
const compileMs = performance.now() - compileStarted;

for (let i = 0; i < 200; i += 1) layout.render(messages[i % messages.length], SAMPLE_APP_URL);
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < renders; i += 1) {
  const started = performance.now();
  const html = layout.render(messages[i % messages.length], SAMPLE_APP_URL);
  times.push(performance.now() - started);
  bytes += html.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(
  [
    `templates: ${messages.length}, renders: ${renders}`,
    `one-time import + compile of the MJML layout: ${compileMs.toFixed(0)} ms`,
    `per email: median ${(at(0.5) * 1000).toFixed(0)} µs, p99 ${(at(0.99) * 1000).toFixed(0)} µs`,
    `HTML per email: ${Math.round(bytes / renders / 1024)} KiB on average`,
  ].join('\n'),
);
