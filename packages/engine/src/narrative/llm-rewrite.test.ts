import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTS } from '../../test/fixtures/narrative-facts.js';
import { createOpenAiCompatibleChat } from '../llm/openai-compatible-chat.js';
import { rewriteNarrative } from './llm-rewrite.js';
import { ruleNarrative } from './rule-narrative.js';

/** A local stand-in speaking the OpenAI chat-completions protocol; its reply is set per test. */
let reply: { status: number; content: string } = { status: 200, content: '' };
const requests: Array<{
  url: string;
  auth: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}> = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ model: 'stand-in-1', choices: [{ message: { role: 'assistant', content: reply.content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('rewriteNarrative over an OpenAI-compatible API', () => {
  const rules = ruleNarrative(FACTS);
  const chat = () => createOpenAiCompatibleChat({ baseUrl, apiKey: 'k-test', model: 'any-model' });

  it('uses the rewrite when it cites only numbers from the facts, and sends only the facts', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({
        strengths: ['A strong 78/100 site with 312,450 people within 3 miles.'],
        risks: ['Busy market: 24 coffee shops within 1 mile.'],
        recommendations: ['Aim for about $410,000 a year.'],
      }),
    };
    const n = await rewriteNarrative(rules, FACTS, chat());
    expect(n.generatedBy).toBe('llm');
    expect(n.model).toBe('stand-in-1');
    expect(n.strengths[0]).toContain('312,450');
    const sent = requests.at(-1);
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.auth).toBe('Bearer k-test');
    expect(sent?.body.messages[1]?.content).toContain('"residents3mi":312450');
  });

  it('rejects a rewrite that invents a number and keeps the rule text', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({ strengths: ['Foot traffic of 12,000 people a day.'], risks: [], recommendations: [] }),
    };
    const n = await rewriteNarrative(rules, FACTS, chat());
    expect(n.generatedBy).toBe('rules');
    expect(n.strengths).toEqual(rules.strengths);
    expect(n.rewriteRejected).toContain('12000');
  });

  it('keeps the rule text when the service fails or answers nonsense', async () => {
    reply = { status: 500, content: '' };
    expect((await rewriteNarrative(rules, FACTS, chat())).rewriteRejected).toContain('HTTP 500');
    reply = { status: 200, content: 'Sure! Here is a nicer version.' };
    expect((await rewriteNarrative(rules, FACTS, chat())).rewriteRejected).toContain('not the expected JSON');
  });
});
