// npm run eval:assistant:calibrate
// Sweeps the off-topic gate's three thresholds on the DEVELOPMENT part of the question bank only
// and prints the settings with the best balanced accuracy of the decline (on-topic questions answered
// and off-topic ones declined, weighted equally, as the first calibration did), then the most
// safety answers with their steps and follow-ups resolved. The shipped values in retrieval.ts are
// the first line; the test part is never read here.
import { OfflineEngine } from '../offline-engine.js';
import { figures } from './grade.js';
import { readBank } from './parts.js';
import { evaluate } from './run.js';

async function main() {
  const items = readBank('dev');
  const rows: {
    relevance: number;
    safety: number;
    evidence: number;
    balanced: number;
    declined: number;
    offTopic: number;
    safetySteps: number;
    followUps: number;
  }[] = [];
  for (const relevance of [0.4, 0.45, 0.5, 0.55]) {
    for (const safety of [0.3, 0.35]) {
      if (safety > relevance) continue;
      for (const evidence of [8, 10, 12, 14]) {
        const f = figures(
          await evaluate(new OfflineEngine({ relevanceThreshold: relevance, safetyThreshold: safety, evidenceThreshold: evidence }), items),
        );
        const balanced = ((f.answerable - f.wronglyDeclined) / f.answerable + f.offTopicDeclined / f.offTopic) / 2;
        rows.push({
          relevance,
          safety,
          evidence,
          balanced: Math.round(balanced * 10_000) / 10_000,
          declined: f.wronglyDeclined,
          offTopic: f.offTopicDeclined,
          safetySteps: f.safetyWithSteps,
          followUps: f.followUpsResolved,
        });
      }
    }
  }
  const best = rows.sort((a, b) => b.balanced - a.balanced || b.safetySteps - a.safetySteps || b.followUps - a.followUps);
  for (const r of best.slice(0, 12)) console.log(JSON.stringify(r));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
