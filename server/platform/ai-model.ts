/**
 * A model behind an OpenAI-compatible chat-completions API (POST {baseUrl}/chat/completions with a Bearer key): OpenAI
 * itself, or any provider or local server (vLLM, Ollama, LM Studio, LiteLLM…) that speaks it. One call, one answer,
 * at most `timeoutMs`: no retries, since every caller has an offline answer to give instead.
 */

export type AiModel = { baseUrl: string; apiKey?: string | undefined; model: string; timeoutMs: number };

/** A part of a user message: text, or an image as a data URL (or https URL) for a vision model. */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } };

export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string | ContentPart[] };

export type CompletionOptions = {
  /** Asks for a JSON object (response_format json_object); the answer is then parsed. */
  json?: boolean;
  maxTokens?: number;
  /** 0 by default: the callers want the same reading of the same question. */
  temperature?: number;
};

/** Why no answer came back: the provider did not answer (in time, or with a success), or its answer was unusable. */
export class AiModelError extends Error {
  readonly reason: 'unavailable' | 'unusable';
  constructor(reason: 'unavailable' | 'unusable', detail: string) {
    super(`AI model ${reason}: ${detail}`);
    this.reason = reason;
  }
}

/** Larger answers are not an answer to anything this product asks. */
const MAX_ANSWER_CHARS = 200_000;

/** An image part from bytes (a JPEG, PNG or WebP the caller has checked), sent inline as a data URL. */
export function imagePart(bytes: Uint8Array, mimeType: string, detail: 'low' | 'high' | 'auto' = 'auto'): ContentPart {
  return { type: 'image_url', image_url: { url: `data:${mimeType};base64,${Buffer.from(bytes).toString('base64')}`, detail } };
}

/** The model's text answer (the first choice's message content). */
export async function complete(model: AiModel, messages: ModelMessage[], options: CompletionOptions = {}): Promise<string> {
  let res: Response;
  let raw: string;
  try {
    res = await fetch(new URL('chat/completions', model.baseUrl.endsWith('/') ? model.baseUrl : `${model.baseUrl}/`), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: model.model,
        messages,
        temperature: options.temperature ?? 0,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: AbortSignal.timeout(model.timeoutMs),
      redirect: 'error',
    });
    raw = await res.text();
  } catch (err) {
    throw new AiModelError('unavailable', err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${model.timeoutMs} ms` : String(err));
  }
  if (!res.ok) throw new AiModelError('unavailable', `HTTP ${res.status}`);
  if (raw.length > MAX_ANSWER_CHARS) throw new AiModelError('unusable', 'answer too large');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AiModelError('unusable', 'the answer is not JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new AiModelError('unusable', 'the answer has no message content');
  return content;
}

/**
 * The model's answer as a JSON object, for a prompt that asks for one. Providers without JSON mode may wrap it in a
 * Markdown code fence; that is taken off.
 */
export async function completeJson(model: AiModel, messages: ModelMessage[], options: Omit<CompletionOptions, 'json'> = {}): Promise<Record<string, unknown>> {
  const content = (await complete(model, messages, { ...options, json: true })).trim();
  const unfenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(content)?.[1] ?? content;
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced);
  } catch {
    throw new AiModelError('unusable', 'the message content is not JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AiModelError('unusable', 'the message content is not a JSON object');
  return parsed as Record<string, unknown>;
}

/** The configured model, or undefined when AI_BASE_URL is unset (the offline models answer alone). */
export function aiModelOf(config: { AI_BASE_URL?: string | undefined; AI_API_KEY?: string | undefined; AI_MODEL: string; AI_TIMEOUT_MS: number }): AiModel | undefined {
  return config.AI_BASE_URL ? { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS } : undefined;
}
