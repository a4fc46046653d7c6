// The charges: one item per offence. A list is split on lines, semicolons, numbering, commas and
// "and" only where the parts are separate offences; a statute citation ("Texas Penal Code
// 22.01(a)(1)", "PC 459", "18 U.S.C. § 1343") and a grade ("Class A misdemeanor", "third-degree
// felony") belong to the charge they follow; "3 counts of …" are three charges.
import type { Charge } from '../fact-sheet.js';
import { NUMBER_WORDS, OFFENCE } from './lexicon.js';

const STATUTE =
  /(?:\b\d+\s*U\.?\s*S\.?\s*C\.?(?:\s*A\.?)?\s*§*\s*\d+[\w.()-]*|(?:\b(?:[A-Z][a-z]+\.?\s+){0,4})?\b(?:Penal|Vehicle|Veh\.?|Health (?:and|&) Safety|H&S|Criminal|Crim\.?|Revised|General|Transportation|Family|Business (?:and|&) Professions|Motor Vehicle)\s+(?:Code|Law|Statutes?)(?:\s+Ann\.?)?(?:\s*(?:§{1,2}|sec\.?|section|art\.?|article))?\s*[\d][\w.():-]*|\b(?:Code|Statutes?|Stat\.?|Rev\.? Stat\.?)\s*(?:§{1,2}|sec\.?|section)?\s*\d[\w.():-]*|\b(?:PL|CPL|RSMo|Pa\.?\s?C\.?\s?S\.?|Pa\.C\.S\.|N\.C\.G\.S\.|C\.R\.S\.|T\.C\.A\.|MCL|Md\. Code|K\.S\.A\.|La\. R\.S\.|S\.C\. Code|PC|HS|H&S|VC|RCW|ORS|MCL|ILCS|ARS|A\.R\.S\.|NRS|CRS|C\.R\.S\.|ORC|R\.C\.|G\.S\.|N\.C\.G\.S\.|CGS|OCGA|O\.C\.G\.A\.|F\.S\.|Fla\.? Stat\.?|NJSA|N\.J\.S\.A\.|Penal Law|VTL|MGL|M\.G\.L\.|c\.)\s*§*\s*\d[\w.():-]*|§{1,2}\s*\d[\w.():-]*|\b[Ss]ection\s+\d[\w.():-]*|\b\d{1,3}(?:\.\d+)+(?:\([a-z0-9]+\))+)/;
const STATUTE_ONLY = new RegExp(
  `^\\s*(?:(?:in violation of|under|per|pursuant to|violating|contrary to|see|cited (?:as|under)|statute:?)\\s+)?(?:the\\s+)?(?:${STATUTE.source})\\s*[.,;)]*\\s*$`,
  'i',
);
const GRADE_ONLY =
  /^\s*(?:(?:both|all|each|which is|it is|charged as|graded as|a|an|the)\s+)*(?:(?:class|level|category)\s+[a-e1-6]\d?\s+|(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|capital|state[- ]jail|gross|petty|petit|simple|high[- ]court|serious|aggravated|non-?violent|violent|unclassified)[- ]?(?:degree\s+)?|[fm][1-6]\s*)*(?:felon(?:y|ies)|misdemeanou?rs?|infractions?|violations?|wobblers?|offen[cs]es?)?\s*(?:\([^)]*\))?\s*[.,;]*\s*$/i;
const LEVEL_CODE = /^\s*\(?\s*(?:[FM][1-6]|[FM]-[1-6]|Class [A-E] (?:felony|misdemeanou?r))\s*\)?\s*$/i;
const COUNT_QUALIFIER =
  /^\s*(?:(?:with )?intent to|to commit|in order to|for the purpose of|as (?:a|an) (?:habitual|repeat))\b|^\s*(?:first|second|third|1st|2nd|3rd|subsequent|repeat)\s+offen[cs]e\b|^\s*(?:with|causing|resulting in|involving|while|in the (?:first|second|third) degree|over|under|less than|more than|greater than|valued|value|of|against|on|upon|from|at|by|to)\b|^\s*(?:BAC|blood alcohol)\b|^\s*(?:enhanced|enhancement|alleged|pending|dismissed|reduced)\b/i;
const FIXED_AND =
  /\b(?:breaking and entering|hit and run|assault and battery|aiding and abetting|drunk and disorderly|sale and distribution|manufacture and (?:delivery|distribution|sale)|possession and (?:sale|distribution)|search and seizure|cease and desist|willful(?:ly)? and (?:wanton|malicious)(?:ly)?|wanton and reckless|care and custody|force and violence|terms and conditions|sale and delivery|import and export|(?:sell|distribute|deliver) and (?:sell|distribute|deliver)|(?:knowingly|intentionally|recklessly|unlawfully|willfully|maliciously) and (?:knowingly|intentionally|recklessly|unlawfully|willfully|maliciously))\b/gi;
/** Stands for the 'and' inside a fixed phrase while a charge list is split on its other 'and's (no text holds a NUL: the reader strips it). */
const PROTECTED_AND = '\u0000';
const FELONY_NAMES =
  /\b(?:breaking and entering|murder|homicide|manslaughter|robbery|burglary|kidnapping|abduction|arson|rape|sexual assault|trafficking|aggravated|with intent to (?:distribute|sell|deliver)|grand theft|grand larceny|money laundering|wire fraud|mail fraud|bank fraud|securities fraud|health care fraud|tax evasion|identity theft|carjacking|home invasion|felon in possession|embezzlement|racketeering|extortion|child pornography|first[- ]degree|second[- ]degree|third[- ]degree|state[- ]jail|attempted murder|armed|deadly weapon|strangulation|continuous sexual|indecency with a child|vehicular (?:homicide|manslaughter)|intoxication (?:assault|manslaughter))\b/i;
const MISDEMEANOR_NAMES =
  /\b(?:petty theft|petit (?:theft|larceny)|simple assault|simple possession|trespass\w*|disorderly conduct|shoplifting|public intoxication|loitering|criminal mischief|possession of marijuana|paraphernalia|dui|dwi|owi|ovi|driving under the influence|driving while intoxicated|resisting arrest|obstruction|reckless driving|driving (?:with|on) (?:a )?suspended|harassment|vandalism|prostitution|solicitation|minor in possession|open container|violation of (?:a )?(?:protective|restraining) order|assault causing bodily injury|domestic battery|battery|theft of (?:property )?(?:under|less than))\b/i;
const INFRACTION_NAMES =
  /\b(?:infraction|speeding|traffic (?:ticket|citation|violation)|seat ?belt|running a (?:red light|stop sign)|parking|jaywalking|littering|noise violation|civil citation)\b/i;

function levelOf(text: string): Charge['level'] {
  if (
    /\bfelon(?:y|ies)\b|\b(?:state[- ]jail|first[- ]degree|second[- ]degree|third[- ]degree)\b|\bF[1-6]\b|\bF-[1-6]\b/i.test(text) &&
    !/\bmisdemeanou?r\b/i.test(text)
  )
    return 'felony';
  if (/\bmisdemeanou?rs?\b|\bM[1-6]\b|\bM-[1-6]\b|\bClass [ABC] (?:misd)/i.test(text)) return 'misdemeanor';
  if (/\bfelon(?:y|ies)\b/i.test(text)) return 'felony';
  if (INFRACTION_NAMES.test(text)) return 'infraction';
  if (FELONY_NAMES.test(text)) return 'felony';
  if (MISDEMEANOR_NAMES.test(text)) return 'misdemeanor';
  return 'unknown';
}

function statuteOf(text: string): string | undefined {
  const m = STATUTE.exec(text);
  if (!m) return undefined;
  let st = m[0].trim().replace(/[,;.]+$/, '');
  // An unbalanced closing parenthesis is the surrounding text's.
  while (st.endsWith(')') && (st.match(/\)/g) ?? []).length > (st.match(/\(/g) ?? []).length) st = st.slice(0, -1);
  return st.slice(0, 120);
}

/** A part that carries an offence of its own (not only a citation, grade or qualifier). */
function isOffence(part: string): boolean {
  if (STATUTE_ONLY.test(part) || GRADE_ONLY.test(part) || LEVEL_CODE.test(part)) return false;
  // What is left once the citation and the brackets are taken out.
  const rest = part
    .replace(new RegExp(STATUTE.source, 'g'), ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/[a-z]{3}/i.test(rest)) return false;
  if (GRADE_ONLY.test(rest) || LEVEL_CODE.test(rest) || COUNT_QUALIFIER.test(rest)) return false;
  if (/^(?:one|two|\d+) counts? per\b|^per (?:year|count)|^(?:aggregated|aggregate|total(?:ing)?)\b|^\d{1,2}\/\d{1,2}/i.test(rest))
    return false;
  if (/^(?:[A-Z][a-z]{0,5}\.\s*)+(?:Code|Law|Stat\.?|Ann\.?)?$/.test(rest)) return false;
  const stripped = rest.replace(/\b(?:felon(?:y|ies)|misdemeanou?rs?|class [a-e]|degree)\b/gi, ' ');
  return OFFENCE.test(stripped);
}

function countOf(part: string): { n: number; rest: string; counted: boolean } {
  const range = /^\s*counts?\s+(\d{1,2})\s*(?:-|–|through|to)\s*(\d{1,2})\s*[:.\-–]?\s*/i.exec(part);
  if (range) {
    const n = Number(range[2]) - Number(range[1]) + 1;
    if (n >= 1 && n <= 50) return { n, rest: part.slice(range[0].length).trim(), counted: true };
  }
  const single = /^\s*count\s+\d{1,2}\s*[:.\-–]\s*/i.exec(part);
  if (single) return { n: 1, rest: part.slice(single[0].length).trim(), counted: true };
  const charged = /\(?[^()]*?\bcharged as (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) counts?\)?/i.exec(part);
  if (charged) {
    const raw = charged[1]!.toLowerCase();
    const n = NUMBER_WORDS[raw] ?? Number(raw);
    return {
      n: Math.max(1, Math.min(n, 50)),
      rest: (part.slice(0, charged.index) + part.slice(charged.index + charged[0].length)).trim(),
      counted: true,
    };
  }
  const m =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|single|a|an)\s+(?:separate\s+|additional\s+|felony\s+|misdemeanou?r\s+)?counts?\b(?!\s+per)\s*(?:each\s+)?(?:of\s+)?/i.exec(
      part,
    );
  if (m) {
    const raw = m[1]!.toLowerCase();
    const n = NUMBER_WORDS[raw] ?? Number(raw);
    return { n: Math.max(1, Math.min(n, 50)), rest: (part.slice(0, m.index) + part.slice(m.index + m[0].length)).trim(), counted: true };
  }
  const after =
    /\(?\s*[x×]\s*(\d{1,2})\s*\)?\s*$|\((\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) counts?\)|,?\s*(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) counts?\s*$/i.exec(
      part,
    );
  if (after) {
    const raw = (after[1] ?? after[2] ?? after[3])!.toLowerCase();
    const n = NUMBER_WORDS[raw] ?? Number(raw);
    return { n: Math.max(1, Math.min(n, 50)), rest: part.slice(0, after.index).trim(), counted: true };
  }
  return { n: 1, rest: part.trim(), counted: false };
}

/** The charges written in a free-text field. */
export function readCharges(text: string | undefined): Charge[] {
  if (!text || !/[a-z]{3}/i.test(text)) return [];
  const groups: string[] = [];
  // Lines, semicolons and numbering are always separate charges (a line may still hold several).
  for (const line of text.split(/\r?\n|;\s*|\s+\|\s+/)) {
    const pieces = line.split(/(?:^|\s)(?:\(\d{1,2}\)|\d{1,2}[.)](?!\d)|[a-h]\)|[•*·▪-])\s+(?=[A-Za-z0-9])/);
    for (const p of pieces) {
      const clean = p.replace(/^\s*(?:charges?|counts?|charged with|offen[cs]es?)\s*[:\-–]\s*/i, '').trim();
      if (/[a-z]{3}|[A-Z]{2,}/.test(clean)) groups.push(clean);
    }
  }
  const charges: { text: string; level: Charge['level']; statute?: string; n: number }[] = [];
  let shared: string | undefined;
  for (const g of groups) {
    // Protect fixed phrases ("breaking and entering") before splitting on "and".
    const protectedText = g.replace(FIXED_AND, (m) => m.replace(/ and /gi, ` ${PROTECTED_AND} `));
    const parts = protectedText
      .split(/,\s+(?:and\s+|&\s+|plus\s+)?|\s+(?:and|&|plus|as well as|along with)\s+/i)
      .map((x) => x.replaceAll(PROTECTED_AND, 'and').trim())
      .filter(Boolean);
    let current: { text: string; n: number } | undefined;
    const flush = () => {
      if (!current) return;
      const body = current.text.replace(/\s+/g, ' ').replace(/^[,;:\s]+|[,;:\s]+$/g, '');
      charges.push({ text: body, level: levelOf(body), statute: statuteOf(body), n: current.n });
      current = undefined;
    };
    for (const raw of parts) {
      const counted0 = countOf(raw);
      const { n, counted } = counted0;
      const rest = counted0.rest
        .replace(/\(\s*\)/g, '')
        .replace(/\s+/g, ' ')
        .replace(/[,;:\s]+$/, '')
        .trim();
      if (/^(?:both|all|each)\b/i.test(rest) && GRADE_ONLY.test(rest)) {
        shared = rest;
        continue;
      }
      const explicitCount = /^\s*counts?\s+\d/i.test(raw);
      if (current && !isOffence(rest) && !explicitCount) {
        // A citation, grade or qualifier: part of the charge before it.
        current.text = `${current.text}, ${counted ? rest : raw}`.replace(/,\s*$/, '');
        if (n > 1) current.n = n;
        continue;
      }
      if (!current && !isOffence(rest) && charges.length && !explicitCount) {
        const last = charges[charges.length - 1]!;
        last.text = `${last.text}, ${raw}`.slice(0, 500);
        if (last.level === 'unknown') last.level = levelOf(last.text);
        last.statute ??= statuteOf(last.text);
        continue;
      }
      flush();
      current = { text: counted && rest ? rest : raw, n };
    }
    flush();
  }
  if (shared) for (const c of charges) if (c.level === 'unknown') c.level = levelOf(shared);
  const out: Charge[] = [];
  for (const c of charges) {
    const text = c.text.slice(0, 480);
    if (!text) continue;
    for (let k = 1; k <= c.n && out.length < 50; k++) {
      out.push({ text: c.n > 1 ? `${text} (count ${k} of ${c.n})` : text, level: c.level, ...(c.statute ? { statute: c.statute } : {}) });
    }
  }
  return out;
}

/** "He was charged with burglary and theft": the charges named in a narrative when the form has none. */
export function chargesInNarrative(text: string): Charge[] {
  const m =
    /\b(?:charged with|charges? (?:of|for|are|is)|indicted (?:on|for)|arrested for|accused of|facing (?:charges? (?:of|for))?)\s+([^.\n]{3,300})/i.exec(
      text,
    );
  if (!m) return [];
  const what = m[1]!.replace(/\b(?:after|when|because|following|but|which|who|since|while)\b.*$/i, '').trim();
  return readCharges(what).filter((c) => OFFENCE.test(c.text));
}
