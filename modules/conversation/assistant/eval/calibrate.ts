// npm run eval:assistant:calibrate
// Sweeps the off-topic gate's threshold — the domain score (domain/domain-gate.ts, decision 0046) —
// on the DEVELOPMENT parts of the question bank only (dev, and test since decision 0052), and prints the settings with the best balanced
// accuracy of the decline (on-topic questions answered and off-topic ones declined, weighted
// equally), with the safety answers with their steps, the follow-ups resolved and, as a tie-break,
// the same decline on the first question set (assistant-eval.questions.ts: on-topic questions
// declined, off-topic ones declined). The shipped DOMAIN_THRESHOLD is the best run's value that
// declines none of the first set's on-topic questions and all of its off-topic ones, nearest the
// run's middle. The coverage thresholds
// (RELEVANCE_THRESHOLD, EVIDENCE_THRESHOLD) no longer decline anything: they decide when an answer
// in the domain is the general guidance. The held-out part (test2) is never read here.
import { calibrationExtra, offTopic as firstOffTopic, onTopic as firstOnTopic } from '../assistant-eval.questions.js';
import { OfflineEngine } from '../offline-engine.js';
import { figures } from './grade.js';
import { readBank } from './parts.js';
import { evaluate } from './run.js';

async function main() {
  const items = [...readBank('dev'), ...readBank('test')];
  // The first question set (assistant-eval.questions.ts), never used to build the gate, breaks ties.
  const firstOn = [...firstOnTopic, ...calibrationExtra.onTopic].map((c) => c.q);
  const firstOff = [...firstOffTopic, ...calibrationExtra.offTopic];
  const rows: {
    domain: number;
    balanced: number;
    declined: number;
    offTopic: number;
    safetySteps: number;
    followUps: number;
    firstSetDeclined: string;
    firstSetOffTopicDeclined: string;
  }[] = [];
  for (let domain = -2; domain <= 6; domain += 0.5) {
    const engine = new OfflineEngine({ domainThreshold: domain });
    const f = figures(await evaluate(engine, items));
    const declined = (q: string) => engine.answer([{ role: 'user', content: q }]).kind === 'out-of-scope';
    const balanced = ((f.answerable - f.wronglyDeclined) / f.answerable + f.offTopicDeclined / f.offTopic) / 2;
    rows.push({
      domain,
      balanced: Math.round(balanced * 10_000) / 10_000,
      declined: f.wronglyDeclined,
      offTopic: f.offTopicDeclined,
      safetySteps: f.safetyWithSteps,
      followUps: f.followUpsResolved,
      firstSetDeclined: `${firstOn.filter(declined).length}/${firstOn.length}`,
      firstSetOffTopicDeclined: `${firstOff.filter(declined).length}/${firstOff.length}`,
    });
  }
  for (const r of rows) console.log(JSON.stringify(r));
  const best = Math.max(...rows.map((r) => r.balanced));
  console.log(
    `best balanced accuracy ${best}: domain thresholds ${rows
      .filter((r) => r.balanced === best)
      .map((r) => r.domain)
      .join(', ')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
