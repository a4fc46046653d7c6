// Where the question bank's parts are (see bank.ts), and how to read one. `dev` and `test` were split
// from one set; `test` was read twice while building (decision 0052) and is now a development part
// too. `test2` is a fresh set written later from new sources and is the held-out part: it is read only
// to score. `dev3` was written after that from further sources (court self-help, legal-aid, attorney
// general, police and investigators' FAQs) to see the engine's weaknesses on fresh questions again
// without reading test2; it is a development part. `dev4` was written on 2026-12-01 the same way from
// further sources, weighted toward what the held-out figures miss (follow-up chains, look-alike
// off-topic questions, everyday safety wordings, terse or mixed on-topic questions); it was committed
// before the engine answered it and is a development part. `dev5` was written on 2026-12-01 after
// dev4 proved easier than test2: follow-up chains of three and four turns (ellipsis, pronouns, a
// role or state switched, a topic changed mid-conversation, a reference two turns back), indirect
// safety wordings, look-alike off-topic questions and terse or misspelt ones; it was committed before
// the engine answered it and is a development part. `dev6` was written on 2026-12-01 from PI agencies'
// FAQ and "what we investigate" pages, court self-help, legal-aid, attorney general and consumer pages,
// weighted toward what a client brings to an investigator (a cheating partner, missing people and
// runaways, locating a debtor or witness, asset searches, workers' compensation fraud, trackers and
// sweeps, anonymous accounts, romance scams, employee misconduct, tenant and nanny screening, custody
// evidence, elder financial abuse, what a PI may do, licensing and costs); it was committed before the
// engine answered it (decision 0071) and is a development part. `dev7` was written on 2026-12-01 from
// further court self-help, legal-aid, attorney general, police and PI agencies' pages, weighted toward
// what the held-out figures still miss: follow-up chains of two to four turns (ellipsis, a state or
// role switched, a terse "why?"/"cost?"/"how long?", a checklist asked for, a reference two turns
// back, a topic changed mid-chain), indirect safety wordings, off-topic look-alikes that use the
// field's words in other senses, and terse or misspelt questions; it was committed before the engine
// answered it (decision 0075) and is a development part. `dev8` was written on 2026-12-01 from state
// court self-help and legal-aid pages of states not used before (Florida, Illinois, Arizona,
// Pennsylvania, Colorado, Minnesota, Massachusetts, Georgia, New Jersey, Oregon, Virginia), police,
// attorney-general, APS and PI agencies' pages, weighted toward follow-up chains of new shapes (the
// next step, the papers to bring, a deadline, the other side not showing up, who pays, a new person or
// fact, another person's voice, a correction of the previous answer's assumption), off-topic
// look-alikes, indirect safety wordings and terse or misspelt questions; it was committed before the
// engine answered it (decision 0078) and is a development part. `dev9` was written on 2026-12-01 from
// pages not used before (debt-collection and small-claims guides, civil harassment order steps, landlord
// and neighbour camera pages, stalkerware guides, the FTC's identity-theft and gift-card pages, recording
// the police, PI retainers, serving someone who cannot be found, the sheriff on missing adults, text
// messages as evidence, unfamiliar vehicles, wage deductions for theft), weighted toward what the
// held-out figures still miss: follow-up chains of two to four turns in shapes no earlier part has
// ("same for my sister?", a question about the previous answer's own step, "and what if…", the other
// side of a landlord or a suit, a state named after the question), on-topic questions told in everyday
// words or as a long story, indirect safety wordings and off-topic look-alikes; it was committed before
// the engine answered it (decision 0082) and is a development part. `dev10` was written on 2026-12-02 from
// pages not used before (small-claims service guides, protective-order violation pages, FCRA and
// expungement guides, PI licensing and hiring pages, nanny-cam and employee-theft pages, missing-person
// and identity-theft pages), weighted toward elliptical follow-ups ("and in ohio?", "what if he doesn't
// show up?", "can you make that shorter", "what do i bring?", "who pays for that?", "is that the same for
// a landlord?"); it was committed before the engine answered it (decision 0090) and is a development part.
// `dev11` was written on 2026-12-02 from pages not used before (elder-abuse and APS pages, workplace-violence,
// sextortion, doxxing, grooming and suspicious-mail pages, illegal-lockout and landlord-harassment pages,
// hidden cameras in rentals, PI retainers and licensing, skip tracing, dash-cam and text evidence, FTC
// scam and identity-theft pages, the Kentucky and Montana recording laws), weighted toward safety
// messages in indirect everyday wordings (36 of 107), with on-topic questions in plain or misspelt words,
// elliptical follow-ups ("and in texas?", "who pays?", "same for my landlord?", "make that a checklist",
// a role switched) and off-topic look-alikes; it was committed before the engine answered it and is a
// development part. `dev12` was written on 2026-12-02 from pages not used before (court, jury and subpoena
// FAQs, public-records pages for 911 calls and police and crash reports, probate and will-filing pages,
// contractor-licence and deposit pages, process-server and warrant pages, FCRA and expungement guides,
// bad-check programmes, lost-pet, review-defamation, adoption-search and missing-adult pages, workplace
// investigations, APS, grooming, stalking and suicide-prevention pages, the Washington and Florida recording
// laws), weighted toward the less obvious corners of what people bring (a neighbour's camera, a vanished
// contractor, a relative's will, a 911 recording, a subpoena, jury duty, HR's investigation, a pet kept by a
// finder, a review and a defamation threat, a birth parent, an old warrant), follow-up chains whose last turn
// needs the earlier ones ("what if they say no?", "how long do i have?", "and if i can't afford it?", a role
// revealed late, a correction), safety messages in indirect wordings dev11 does not use and off-topic
// look-alikes; it was committed before the engine answered it and is a development part. `dev13` was written on
// 2026-12-03 from pages not used before (hidden cameras in short-term rentals, being followed by a car or on foot,
// employee theft from the owner's and the accused employee's side, filming the police, tenant-screening and nanny
// background checks, judgment collection and skip tracing, dodging a process server, saving texts for court, PI
// licensing, rates and retainers, gift-card and identity-theft pages, custody-order violations, restraining orders,
// missing adults and runaways, arraignment and shoplifting diversion, GPS trackers, staged accidents and workers'
// compensation surveillance, infidelity evidence, illegal lockouts, stalkerware, sextortion, workplace threats, the
// Maryland and Ohio recording laws), weighted toward everyday wordings (misspelt, terse, rambling), follow-up chains
// whose last turn needs the earlier ones (a state named late, "what would that cost?", "do i need a lawyer for that?",
// "what if i just dont open the door?", "can you put that in steps", a role revealed late, a correction), safety
// messages in indirect wordings and off-topic look-alikes; it was committed before the engine answered it and is a
// development part.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bankSchema, type BankItem } from './bank.js';

export const BANK_PARTS = {
  dev: fileURLToPath(new URL('./bank/dev.json', import.meta.url)),
  test: fileURLToPath(new URL('./bank/test.json', import.meta.url)),
  test2: fileURLToPath(new URL('./bank/test2.json', import.meta.url)),
  dev3: fileURLToPath(new URL('./bank/dev3.json', import.meta.url)),
  dev4: fileURLToPath(new URL('./bank/dev4.json', import.meta.url)),
  dev5: fileURLToPath(new URL('./bank/dev5.json', import.meta.url)),
  dev6: fileURLToPath(new URL('./bank/dev6.json', import.meta.url)),
  dev7: fileURLToPath(new URL('./bank/dev7.json', import.meta.url)),
  dev8: fileURLToPath(new URL('./bank/dev8.json', import.meta.url)),
  dev9: fileURLToPath(new URL('./bank/dev9.json', import.meta.url)),
  dev10: fileURLToPath(new URL('./bank/dev10.json', import.meta.url)),
  dev11: fileURLToPath(new URL('./bank/dev11.json', import.meta.url)),
  dev12: fileURLToPath(new URL('./bank/dev12.json', import.meta.url)),
  dev13: fileURLToPath(new URL('./bank/dev13.json', import.meta.url)),
} as const;

export type BankPart = keyof typeof BANK_PARTS;

export const isBankPart = (part: string): part is BankPart => Object.hasOwn(BANK_PARTS, part);

/** The part read only to score: it prints figures, never single questions. */
export const HELD_OUT: BankPart = 'test2';

export function readBank(part: BankPart): BankItem[] {
  return bankSchema.parse(JSON.parse(readFileSync(BANK_PARTS[part], 'utf8')));
}
