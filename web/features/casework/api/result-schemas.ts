// The casework answers' schemas (modules/casework/result-contract.ts) are loaded with the first
// answer that needs them, side by side with its request, not with the first screen: Case
// Analysis's form sends a case and lists the client's cases, and its first screen paints without
// the result, jury and fact-sheet schemas (docs/decisions/0058, the page's JavaScript budget).
type ResultContract = typeof import('../../../../modules/casework/result-contract');

const load = () => import('../../../../modules/casework/result-contract');

/** Awaits the request and the schemas together, then parses the answer with the schema `pick` names. */
export async function parseAnswer<T>(request: Promise<unknown>, pick: (c: ResultContract) => { parse(value: unknown): T }): Promise<T> {
  const [contract, body] = await Promise.all([load(), request]);
  return pick(contract).parse(body);
}
