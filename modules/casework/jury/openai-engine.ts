// The OpenAI mock-jury engine: the same analysis through structured output from api.openai.com or
// any OpenAI-compatible server. The facts are masked before they leave (mask.ts); the answer must
// fit a JSON schema derived from the zod schema (zodResponseFormat) and is then validated with zod,
// including the rule that the votes agree with the number. A 429, a 5xx, a time-out, a dropped
// connection or an answer that fails validation is retried with backoff, a bounded number of
// times; then the call fails with an AiError whose code says why (the caller records AnalysisFailed).
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { inputHash, simulationSeed } from './canonical.js';
import { completeness } from './factors.js';
import { limitsFor, type JuryEngine } from './limits.js';
import { maskCaseFacts } from './mask.js';
import { LOW_CONFIDENCE_BELOW, OUTCOME_LABELS, trialNoise, VOTE_LABELS, baseRateOf } from './offline-engine.js';
import { drawPanel } from './panel.js';
import { JURY_PROMPT_VERSION, modelAnswerSchema, systemPrompt, userPrompt, type ModelAnswer } from './prompt.js';
import { DEFAULT_SIM, simulate } from './simulate.js';
import { backoffMs, classifyStatus, fail, sleep, type Classified } from '../../../infra/ai/openai-calls.js';
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import { juryAnalysisSchema, majorityProblem, parseCaseFacts, type CaseFacts, type JuryAnalysis } from './types.js';

export interface OpenAiJuryEngineOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** Longest wait for the answer to start, and between two chunks of it. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx, a time-out, a refused connection or an invalid answer. */
  maxRetries: number;
  /** First backoff; doubles per retry, with jitter, capped by backoffMaxMs. A Retry-After header wins. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

/** The answer arrived but cannot be used (not JSON, wrong shape, votes contradicting the number). */
class BadAnswer extends Error {}

function classify(err: unknown, ctx: { timedOut: boolean; callerAborted: boolean }): Classified {
  if (ctx.callerAborted) return fail('AI_ABORTED', false, err);
  if (ctx.timedOut || err instanceof APIConnectionTimeoutError) return fail('AI_TIMEOUT', true, err);
  if (err instanceof BadAnswer) return fail('AI_BAD_ANSWER', true, err);
  if (err instanceof AiError) return { error: err, retryable: err.code === 'AI_INTERRUPTED' };
  if (err instanceof APIUserAbortError) return fail('AI_ABORTED', false, err);
  if (err instanceof APIConnectionError) return fail('AI_UNAVAILABLE', true, err);
  if (err instanceof APIError && typeof err.status === 'number') return classifyStatus(err as APIError & { status: number });
  // fetch's own failures mid-body ("terminated", socket reset) arrive unwrapped.
  return fail('AI_INTERRUPTED', true, err);
}

/** Parses and checks the model's text; throws BadAnswer naming the first problem. */
export function readAnswer(content: string): ModelAnswer {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (err) {
    throw new BadAnswer(`the answer is not JSON: ${(err as Error).message}`);
  }
  const parsed = modelAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new BadAnswer(`the answer does not fit the schema: ${i.path.join('.') || '(answer)'} ${i.message}`);
  }
  const answer = parsed.data;
  if (new Set(answer.jurors.map((j) => j.seat)).size !== 12) throw new BadAnswer('the answer does not fill seats 1 to 12 once each');
  const contradiction = majorityProblem(answer.jurors, answer.successProbability);
  if (contradiction) throw new BadAnswer(`the votes contradict the number: ${contradiction}`);
  return answer;
}

const logit = (p: number) => Math.log(p / (1 - p));

export class OpenAiJuryEngine implements JuryEngine {
  readonly kind = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiJuryEngineOptions) {
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0, timeout: opts.timeoutMs });
  }

  async analyze(raw: CaseFacts, opts: { signal?: AbortSignal } = {}): Promise<JuryAnalysis> {
    const facts = parseCaseFacts(raw);
    const seed = simulationSeed(facts);
    const panel = drawPanel(seed);
    const baseRate = Math.round(baseRateOf(facts) * 100);
    const masked = maskCaseFacts(facts);
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(facts, panel, baseRate) },
      { role: 'user', content: userPrompt(masked.facts) },
    ];
    const { answer, model } = await this.ask(messages, seed, opts.signal);
    const unmask = masked.unmask;

    // The distribution: the model's own panel, each juror leaning by their stated confidence,
    // through the same seeded deliberations as the offline engine.
    const c = completeness(facts);
    const bySeat = new Map(answer.jurors.map((j) => [j.seat, j]));
    const leans = panel.map(({ seat, persona }) => {
      const j = bySeat.get(seat)!;
      const p = Math.min(0.99, Math.max(0.5, j.confidence / 100));
      return { lean: (j.vote === 'favourable' ? 1 : -1) * logit(p), persuadability: persona.persuadability };
    });
    const rule = facts.caseCategory === 'criminal' ? 'unanimity' : 'majority';
    const sim = simulate(leans, { ...DEFAULT_SIM, seed, trialNoise: trialNoise(c), rule });

    // Thin facts never get confident numbers, whatever the model said.
    const thin = c.score < LOW_CONFIDENCE_BELOW;
    const analysis: JuryAnalysis = {
      summary: unmask(answer.summary),
      successProbability: answer.successProbability,
      strengths: answer.strengths.map(unmask),
      weaknesses: answer.weaknesses.map(unmask),
      recommendations: unmask(answer.recommendations),
      jurors: panel.map(({ seat, persona }) => {
        const j = bySeat.get(seat)!;
        return {
          seat,
          profile: { ageBand: persona.ageBand, occupation: persona.occupation, background: persona.background },
          leanings: persona.leanings,
          vote: j.vote,
          voteLabel: VOTE_LABELS[facts.caseCategory][j.vote],
          confidence: j.confidence,
          reason: unmask(j.reason),
        };
      }),
      distribution: {
        simulations: sim.runs,
        favourableVotes: sim.histogram,
        outcomes: sim.outcomes,
        outcomeLabels: OUTCOME_LABELS[facts.caseCategory],
        baseRate,
      },
      factors: answer.factors.map((f) => ({ ...f, label: unmask(f.label), detail: unmask(f.detail) })),
      confidenceLevel: thin ? 'low' : answer.confidenceLevel,
      confidenceReason:
        thin && answer.confidenceLevel !== 'low'
          ? `Low: the facts give little to go on (${c.gaps.slice(0, 3).join('; ') || 'few details are given'}).`
          : unmask(answer.confidenceReason),
      limits: limitsFor(facts.caseCategory),
      provenance: { engine: 'openai', model, promptVersion: JURY_PROMPT_VERSION, seed, inputHash: inputHash(facts) },
    };
    return juryAnalysisSchema.parse(analysis);
  }

  /** One structured-output call, retried; returns the checked answer and the model that gave it. */
  private async ask(
    messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[],
    seed: number,
    signal: AbortSignal | undefined,
  ): Promise<{ answer: ModelAnswer; model: string }> {
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const onCallerAbort = () => controller.abort();
      signal?.addEventListener('abort', onCallerAbort, { once: true });
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      // Streaming with an idle timer: a long answer may take a while, but silence may not.
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, this.opts.timeoutMs);
      };
      try {
        if (signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
        arm();
        const stream = await this.client.chat.completions.create(
          {
            model: this.opts.model,
            messages,
            stream: true,
            seed,
            response_format: zodResponseFormat(modelAnswerSchema, 'jury_analysis'),
          },
          { signal: controller.signal, maxRetries: 0, timeout: this.opts.timeoutMs },
        );
        let content = '';
        let finish: string | null = null;
        let model = this.opts.model;
        for await (const chunk of stream) {
          arm();
          if (chunk.model) model = chunk.model;
          const choice = chunk.choices[0];
          if (choice?.delta?.refusal) throw new AiError('AI_REJECTED', AI_MESSAGES.AI_REJECTED);
          if (choice?.delta?.content) content += choice.delta.content;
          if (choice?.finish_reason) finish = choice.finish_reason;
        }
        if (finish === null) throw new AiError('AI_INTERRUPTED', AI_MESSAGES.AI_INTERRUPTED);
        if (finish === 'content_filter') throw new AiError('AI_REJECTED', AI_MESSAGES.AI_REJECTED);
        if (finish === 'length') throw new BadAnswer('the answer was cut off at the length limit');
        return { answer: readAnswer(content), model };
      } catch (err) {
        const f = classify(err, { timedOut, callerAborted: signal?.aborted === true });
        if (f.retryable && attempt < this.opts.maxRetries) {
          clearTimeout(timer);
          await sleep(backoffMs(attempt + 1, f.retryAfterMs, this.opts), signal);
          if (signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED, undefined, { cause: err });
          continue;
        }
        throw f.error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onCallerAbort);
      }
    }
  }
}
